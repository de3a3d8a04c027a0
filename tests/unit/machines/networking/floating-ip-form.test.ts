import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type FloatingIp } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import {
  createFloatingIp,
  deleteFloatingIp,
  floatingIpCreateBody,
  floatingIpCreateFormInput,
  floatingIpCreateInitialValues,
  floatingIpEditFormInput,
  updateFloatingIp,
  validateFloatingIpCreate,
  validateFloatingIpEdit,
  type FloatingIpCreateValues,
  type FloatingIpEditValues,
} from '~/machines/networking/floating-ips'
import { floatingIp, pool } from './floating-ip.fixture'

const listKey = ['/v1/floating-ips', { query: { project: 'mock-project', limit: 50 } }]
const utilizationKey = ['/v1/system/ip-pools/{pool}/utilization', { path: { pool: 'ip-pool-1' } }]
const externalIpsKey = ['/v1/instances/{instance}/external-ips', { path: { instance: 'db1' }, query: { project: 'mock-project' } }]
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
const seedCache = () => {
  for (const key of [listKey, utilizationKey, externalIpsKey]) queryClient.setQueryData(key, { items: [] })
}

const values = (over: Partial<FloatingIpCreateValues> = {}): FloatingIpCreateValues => ({
  name: 'new-float',
  description: '',
  pool: 'ip-pool-1',
  ip: '',
  ...over,
})

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('floating IP create form', () => {
  it("starts on the silo's default pool", () => {
    expect(floatingIpCreateInitialValues([pool('ip-pool-2', false), pool('ip-pool-1', true)])).toEqual({
      name: '',
      description: '',
      pool: 'ip-pool-1',
      ip: '',
    })
    // Without a default there is nothing to pre-select: the user picks one.
    expect(floatingIpCreateInitialValues([pool('ip-pool-2', false)]).pool).toBe('')
  })

  it('checks the name, the pool and an explicit address', () => {
    expect(validateFloatingIpCreate(values())).toEqual({
      name: undefined,
      description: undefined,
      pool: undefined,
      ip: undefined,
    })
    const bad = validateFloatingIpCreate(values({ name: '', pool: '', ip: '123.4.56' }))
    expect(bad).toMatchObject({ name: 'Name is required', pool: 'IP pool is required', ip: 'Not a valid IP address' })
    expect(validateFloatingIpCreate(values({ ip: ' 10.0.0.25 ' })).ip).toBeUndefined()
    expect(validateFloatingIpCreate(values({ ip: 'fd00::20' })).ip).toBeUndefined()
  })

  it('sends no address (the server picks one) when the field is left empty', () => {
    expect(floatingIpCreateBody(values({ description: 'd' }))).toEqual({
      name: 'new-float',
      description: 'd',
      pool: 'ip-pool-1',
      ip: null,
    })
    expect(floatingIpCreateBody(values({ ip: ' 10.0.0.25 ' })).ip).toBe('10.0.0.25')
    // No pool picked: the server's default.
    expect(floatingIpCreateBody(values({ pool: '' })).pool).toBeNull()
  })

  it('creates in the project and marks floating IP and pool reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp({ name: 'new-float' }) as never)
    seedCache()
    await createFloatingIp('mock-project', values({ ip: '10.0.0.25' }))
    expect(post).toHaveBeenCalledWith('/v1/floating-ips', {
      query: { project: 'mock-project' },
      body: { name: 'new-float', description: '', pool: 'ip-pool-1', ip: '10.0.0.25' },
    })
    expect(stale(listKey)).toBe(true)
    expect(stale(utilizationKey)).toBe(true)
    expect(stale(externalIpsKey)).toBe(false)
  })

  it('a bad address stops the submit with its message; a server refusal keeps every value', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValue(
        new ApiError({ type: 'error', statusCode: 400, errorCode: 'InvalidRequest', message: 'Requested external IP address not available' }),
      )
    const machine = createFormMachine<FloatingIpCreateValues, FloatingIp>()
    const actor = createActor(machine, { input: floatingIpCreateFormInput('mock-project', [pool('ip-pool-1', true)]) }).start()
    const form = () => connectForm(actor.getSnapshot(), actor.send)
    actor.send({ type: 'CHANGE', name: 'name', value: 'new-float' })
    actor.send({ type: 'CHANGE', name: 'ip', value: 'not-an-ip' })
    actor.send({ type: 'SUBMIT' })
    expect(form().errors).toEqual({ ip: 'Not a valid IP address' })
    expect(post).not.toHaveBeenCalled()

    actor.send({ type: 'CHANGE', name: 'ip', value: '123.4.56.4' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.serverError)
    expect(form().formErrors).toEqual(['Requested external IP address not available'])
    expect(form().values).toEqual({ name: 'new-float', description: '', pool: 'ip-pool-1', ip: '123.4.56.4' })
  })
})

describe('floating IP edit and delete', () => {
  it('checks name and description', () => {
    expect(validateFloatingIpEdit({ name: 'Bad', description: '' }).name).toBe('Must start with a lower-case letter')
    expect(validateFloatingIpEdit({ name: 'ok', description: 'x'.repeat(513) }).description).toBe(
      'Must be 512 characters or fewer',
    )
  })

  it('edits by name in the project; the instance page, which lists it by name, refreshes too', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(floatingIp({ name: 'renamed' }) as never)
    seedCache()
    await updateFloatingIp('mock-project', 'cola-float', { name: 'renamed', description: 'd' })
    expect(put).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}', {
      path: { floating_ip: 'cola-float' },
      query: { project: 'mock-project' },
      body: { name: 'renamed', description: 'd' },
    })
    expect(stale(listKey)).toBe(true)
    expect(stale(externalIpsKey)).toBe(true)
  })

  it('the edit form starts from the floating IP and saves under its current name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(floatingIp({ name: 'renamed' }) as never)
    const machine = createFormMachine<FloatingIpEditValues, FloatingIp>()
    const actor = createActor(machine, { input: floatingIpEditFormInput('mock-project', floatingIp()) }).start()
    expect(actor.getSnapshot().context.values).toEqual({ name: 'cola-float', description: 'not attached' })
    actor.send({ type: 'CHANGE', name: 'name', value: 'renamed' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(put.mock.calls[0][1]).toMatchObject({ path: { floating_ip: 'cola-float' } })
  })

  it('deletes by name in the project', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await deleteFloatingIp('mock-project', 'cola-float')
    expect(del).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}', {
      path: { floating_ip: 'cola-float' },
      query: { project: 'mock-project' },
    })
    expect(stale(listKey)).toBe(true)
  })
})
