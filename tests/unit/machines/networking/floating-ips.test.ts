import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, queryClient, type FloatingIp } from '~/api'
import { attachChoicesPage, attachFloatingIp, createFloatingIp, DELETE_ATTACHED_REASON, deleteFloatingIp, detachFloatingIp, floatingIpAttachFormInput, floatingIpCreateBody, floatingIpCreateFormInput, floatingIpCreateInitialValues, floatingIpEditFormInput, floatingIpPoolDefaults, floatingIpRowActions, floatingIpRowsPage, updateFloatingIp, validateFloatingIpCreate, validateFloatingIpEdit, type FloatingIpAttachValues, type FloatingIpCreateValues, type FloatingIpEditValues } from '~/machines/networking/floating-ips'
import { floatingIp, pool } from './floating-ip.fixture'
import { createActor, waitFor } from 'xstate'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

type Read = { queryKey: [string, { query?: Record<string, unknown> }] }

function serveReads(byPath: Record<string, () => unknown>) {
  return vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async ({ queryKey: [path] }: Read) => {
    const answer = byPath[path]
    if (!answer) throw new Error(`unexpected read ${path}`)
    return answer()
  }) as never)
}

const attached = floatingIp({ id: 'a', name: 'rootbeer-float', instanceId: 'db1-id' })

const detached = floatingIp({ id: 'd', name: 'cola-float', ipPoolId: 'ip-pool-2-id' })

describe('floating IP rows', () => {
  it('a page is the floating IPs; the pools and instances they name leave beside it, bounded, not waited for', async () => {
    const reads = serveReads({
      '/v1/floating-ips': () => ({ items: [attached, detached], nextPage: 'next' }),
      '/v1/ip-pools': () => ({ items: [pool('ip-pool-1', true)] }),
      '/v1/instances': () => ({ items: [{ id: 'db1-id', name: 'db1' }] }),
    })
    const page = await floatingIpRowsPage('mock-project')({ limit: 25, pageToken: 'tok' })
    expect(page).toEqual({ items: [attached, detached], nextPage: 'next' })
    const keys = reads.mock.calls.map((c) => (c[0] as Read).queryKey)
    expect(keys).toEqual([
      ['/v1/ip-pools', { query: { limit: 1000 } }],
      ['/v1/instances', { query: { project: 'mock-project', limit: 1000 } }],
      ['/v1/floating-ips', { query: { project: 'mock-project', limit: 25, pageToken: 'tok' } }],
    ])
  })

  it('unreadable pools or instances do not fail the rows (their parts say so where they show)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serveReads({
      '/v1/floating-ips': () => ({ items: [attached], nextPage: null }),
      '/v1/ip-pools': () => Promise.reject(new Error('403')),
      '/v1/instances': () => Promise.reject(new Error('500')),
    })
    const page = await floatingIpRowsPage('mock-project')({ limit: 50 })
    expect(page.items).toEqual([attached])
  })

  it('a failed floating IP read fails the page', async () => {
    serveReads({
      '/v1/floating-ips': () => Promise.reject(new Error('boom')),
      '/v1/ip-pools': () => ({ items: [] }),
      '/v1/instances': () => ({ items: [] }),
    })
    await expect(floatingIpRowsPage('mock-project')({ limit: 50 })).rejects.toThrow('boom')
  })
})

describe('floating IP row actions', () => {
  it('a detached floating IP can be attached and deleted', () => {
    expect(floatingIpRowActions(detached)).toEqual({ attach: true, detach: false, delete: { allowed: true } })
  })

  it('an attached one can be detached, and deleted only once detached', () => {
    expect(floatingIpRowActions(attached)).toEqual({
      attach: false,
      detach: true,
      delete: { allowed: false, reason: DELETE_ATTACHED_REASON },
    })
    expect(DELETE_ATTACHED_REASON).toBe('Detach the floating IP before deleting it')
  })
})

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

describe('floating IP create form', () => {
  it("opens before the pools are in; once they are, starts on the silo's default pool", () => {
    expect(floatingIpCreateInitialValues()).toEqual({ name: '', description: '', pool: '', ip: '' })
    expect(floatingIpPoolDefaults([pool('ip-pool-2', false), pool('ip-pool-1', true)])).toEqual({ pool: 'ip-pool-1' })
    // Without a default there is nothing to pre-select: the user picks one.
    expect(floatingIpPoolDefaults([pool('ip-pool-2', false)]).pool).toBeUndefined()
  })

  it('checks the name, the pool and an explicit address', () => {
    expect(validateFloatingIpCreate(values())).toEqual({
      name: undefined,
      description: undefined,
      pool: undefined,
      ip: undefined,
    })
    // A silo known to have no default pool needs one picked…
    const bad = validateFloatingIpCreate(values({ name: '', pool: '', ip: '123.4.56' }), [pool('ip-pool-2', false)])
    expect(bad).toMatchObject({ name: 'Name is required', pool: 'IP pool is required', ip: 'Not a valid IP address' })
    // …otherwise (a default, or the pools not read) an empty pool is the server's default.
    expect(validateFloatingIpCreate(values({ pool: '' }), [pool('ip-pool-1', true)]).pool).toBeUndefined()
    expect(validateFloatingIpCreate(values({ pool: '' })).pool).toBeUndefined()
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
    const actor = createActor(machine, { input: floatingIpCreateFormInput('mock-project') }).start()
    const form = () => connectForm(actor.getSnapshot(), actor.send)
    // The pools land: the select starts on the default.
    form().defaults(floatingIpPoolDefaults([pool('ip-pool-1', true)]))
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

describe('attach and detach', () => {
  it('attaches by name to an instance of the project; the list and the instance refresh', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp({ instanceId: 'db1-id' }) as never)
    queryClient.setQueryData(listKey, { items: [] })
    queryClient.setQueryData(externalIpsKey, { items: [] })
    await attachFloatingIp({ project: 'mock-project', instance: 'db1' }, 'cola-float')
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/attach', {
      path: { floating_ip: 'cola-float' },
      query: { project: 'mock-project' },
      body: { kind: 'instance', parent: 'db1' },
    })
    expect(stale(listKey)).toBe(true)
    expect(stale(externalIpsKey)).toBe(true)
  })

  it('detaches by name in the project', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp() as never)
    queryClient.setQueryData(listKey, { items: [] })
    await detachFloatingIp('mock-project', 'rootbeer-float')
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/detach', {
      path: { floating_ip: 'rootbeer-float' },
      query: { project: 'mock-project' },
    })
    expect(stale(listKey)).toBe(true)
  })

  it("offers every instance of the project, whatever its state (the server's message tells)", async () => {
    const read = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({
      items: [
        { name: 'db1', runState: 'running' },
        { name: 'cache-1', runState: 'starting' },
      ],
      nextPage: 'more',
    } as never)
    const page = await attachChoicesPage('mock-project')({ limit: 50 })
    expect(page.items.map((i) => i.name)).toEqual(['db1', 'cache-1'])
    // One bounded request, never a walk over pages.
    expect(page.nextPage).toBeNull()
    expect(read).toHaveBeenCalledTimes(1)
  })
})

describe('attach form', () => {
  it('needs an instance, then attaches the floating IP to it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp({ instanceId: 'i' }) as never)
    const machine = createFormMachine<FloatingIpAttachValues, FloatingIp>()
    const actor = createActor(machine, { input: floatingIpAttachFormInput('mock-project', 'cola-float') }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ instance: 'Instance is required' })
    expect(post).not.toHaveBeenCalled()
    actor.send({ type: 'CHANGE', name: 'instance', value: 'analytics' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post.mock.calls[0][1]).toMatchObject({ path: { floating_ip: 'cola-float' }, body: { parent: 'analytics' } })
  })
})
