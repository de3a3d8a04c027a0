import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient } from '~/api'
import { reads } from '../reads'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import {
  createProbe,
  deleteProbe,
  probeCreateBody,
  probeFormInput,
  probeRowsPage,
  sledSerial,
  sledsSection,
  validateProbe,
  type Probe,
  type ProbeValues,
  type Sled,
} from '~/machines/networking/probes'

const SLED = '6c3e8a1f-2b4d-4e5f-8a9b-0c1d2e3f4a5b'
const listKey = ['/experimental/v1/probes', { query: { project: 'mock-project', limit: 50 } }]
const utilizationKey = ['/v1/system/ip-pools/{pool}/utilization', { path: { pool: 'ip-pool-1' } }]
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
const seedCache = () => {
  for (const key of [listKey, utilizationKey]) queryClient.setQueryData(key, { items: [] })
}

const values = (over: Partial<ProbeValues> = {}): ProbeValues => ({ name: 'new-probe', description: '', sled: SLED, pool: '', ...over })
const probe = { id: 'p1', name: 'new-probe', description: '', sled: SLED, timeCreated: new Date(), timeModified: new Date() } as Probe

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('probe create form', () => {
  it('checks the name, the description and the sled (required; a typed id must be a UUID)', () => {
    expect(validateProbe(values())).toEqual({ name: undefined, description: undefined, sled: undefined, pool: undefined })
    expect(validateProbe(values({ name: '', sled: '' }))).toMatchObject({ name: 'Name is required', sled: 'Sled is required' })
    expect(validateProbe(values({ name: 'Probe', sled: 'BRM42220014' }))).toMatchObject({
      name: 'Must start with a lower-case letter',
      sled: 'Must be a sled ID (a UUID)',
    })
    expect(validateProbe(values({ description: 'x'.repeat(513) })).description).toBe('Must be 512 characters or fewer')
    expect(validateProbe(values({ sled: ` ${SLED.toUpperCase()} ` })).sled).toBeUndefined()
  })

  it('sends no pool (the silo default) when none is picked, and the sled id as typed, trimmed', () => {
    expect(probeCreateBody(values({ description: 'd' }))).toEqual({ name: 'new-probe', description: 'd', sled: SLED, ipPool: null })
    expect(probeCreateBody(values({ pool: 'ip-pool-2', sled: ` ${SLED.toUpperCase()} ` }))).toEqual({
      name: 'new-probe',
      description: '',
      sled: SLED,
      ipPool: 'ip-pool-2',
    })
  })

  it('creates in the project and marks probe and pool reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(probe as never)
    seedCache()
    await createProbe('mock-project', values({ pool: 'ip-pool-1' }))
    expect(post).toHaveBeenCalledWith('/experimental/v1/probes', {
      query: { project: 'mock-project' },
      body: { name: 'new-probe', description: '', sled: SLED, ipPool: 'ip-pool-1' },
    })
    expect(stale(listKey)).toBe(true)
    expect(stale(utilizationKey)).toBe(true)
  })

  it('a bad sled id stops the submit with its message; a server refusal keeps every value', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError({ type: 'error', statusCode: 404, errorCode: 'ObjectNotFound', message: `not found: sled with id "${SLED}"` }))
    const actor = createActor(createFormMachine<ProbeValues, Probe>(), { input: probeFormInput('mock-project') }).start()
    const form = () => connectForm(actor.getSnapshot(), actor.send)
    actor.send({ type: 'CHANGE', name: 'name', value: 'new-probe' })
    actor.send({ type: 'CHANGE', name: 'sled', value: 'sled-1' })
    actor.send({ type: 'SUBMIT' })
    expect(form().errors).toEqual({ sled: 'Must be a sled ID (a UUID)' })
    expect(post).not.toHaveBeenCalled()

    actor.send({ type: 'CHANGE', name: 'sled', value: SLED })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.serverError)
    expect(form().formErrors).toEqual([`not found: sled with id "${SLED}"`])
    expect(form().values).toEqual({ name: 'new-probe', description: '', sled: SLED, pool: '' })
  })

  it('deletes by name in the project', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await deleteProbe('mock-project', 'edge-probe')
    expect(del).toHaveBeenCalledWith('/experimental/v1/probes/{probe}', { path: { probe: 'edge-probe' }, query: { project: 'mock-project' } })
    expect(stale(listKey)).toBe(true)
  })
})

describe('probe rows', () => {
  const signal = new AbortController().signal
  const sled = { id: SLED, baseboard: { serial: 'BRM42220014', part: 'x', revision: 1 } } as Sled

  it('are a page of probes alone; the sleds that name them leave beside it, not waited for', async () => {
    const fetchQuery = reads((path) => (path === '/experimental/v1/probes' ? { items: [], nextPage: null } : { items: [sled] }))
    await probeRowsPage('mock-project')({ limit: 50 })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey[0])).toEqual(['section', '/experimental/v1/probes'])
  })

  it("name a sled by its serial when the user may read the sleds; anyone else sees the id", async () => {
    reads(() => ({ items: [sled] }))
    expect(sledSerial(await sledsSection().read({ signal }), SLED)).toBe('BRM42220014')
    queryClient.clear()
    vi.restoreAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Forbidden', statusCode: 403 })
    })
    const none = await sledsSection().read({ signal })
    expect(none).toBeNull()
    expect(sledSerial(none, SLED)).toBeUndefined()
  })

  it('sleds that could not be read otherwise fail the part, not the rows', async () => {
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Service Unavailable', statusCode: 503 })
    })
    await expect(sledsSection().read({ signal })).rejects.toThrow('Service Unavailable')
  })
})
