import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { api, dryRun, fetchApi, NotSent, queryClient, wireRequest } from '~/api'
import { jsonResponse, stubFetch } from './fetch-stub'

const ORIGIN = 'http://localhost:3000'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  queryClient.clear()
})

const createFip = () =>
  api.post('/v1/floating-ips', {
    query: { project: 'my-project' },
    body: { name: 'fip-1', description: 'a b', pool: null, ip: '10.0.0.5' },
  })

describe('dry run', () => {
  test('a call is written down in its wire form and never sent; what follows it does not run', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    const after = vi.fn()
    const run = await dryRun(async () => {
      await createFip()
      after()
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
    expect(run).toEqual({
      requests: [
        {
          method: 'post',
          path: '/v1/floating-ips?project=my-project',
          body: { name: 'fip-1', description: 'a b', pool: null, ip: '10.0.0.5' },
        },
      ],
      stopped: true,
    })
  })

  test('what it writes down is what the client sends for the same call', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, {}))
    const call = () =>
      api.put('/v1/system/silos/{silo}/quotas', {
        path: { silo: 'a silo' },
        body: { cpus: 2, memory: 1024, storage: 2048 },
      })
    const run = await dryRun(call)
    await call()
    const [sent] = seen
    const [written] = run.requests
    expect(`${ORIGIN}${written.path}`).toBe(sent.url)
    expect(written.method.toUpperCase()).toBe(sent.method)
    expect(written.body).toEqual(JSON.parse(sent.body))
    expect(written).toEqual(wireRequest('put', '/v1/system/silos/{silo}/quotas', { path: { silo: 'a silo' }, body: { cpus: 2, memory: 1024, storage: 2048 } }))
  })

  test('calls made together are all written down, in order; a read is written down and not sent either', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    const run = await dryRun(() =>
      Promise.all([api.get('/v1/projects/{project}', { path: { project: 'p' } }), api.delete('/v1/projects/{project}', { path: { project: 'q' } })]),
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(run.requests).toEqual([
      { method: 'get', path: '/v1/projects/p' },
      { method: 'delete', path: '/v1/projects/q' },
    ])
  })

  test("a refusal of the run's own, before any call, is its error; a run without calls writes nothing", async () => {
    stubFetch(() => jsonResponse(200, {}))
    const refused = await dryRun(() => Promise.reject(new Error('Snapshot is not ready')))
    expect(refused.requests).toEqual([])
    expect(refused.stopped).toBe(false)
    expect((refused.error as Error).message).toBe('Snapshot is not ready')
    expect(await dryRun(async () => 'nothing to send')).toEqual({ requests: [], stopped: false })
  })

  test('a refused call caught and wrapped by the caller still counts as a stop', async () => {
    stubFetch(() => jsonResponse(200, {}))
    const run = await dryRun(async () => {
      try {
        await createFip()
      } catch (e) {
        expect(e).toBeInstanceOf(NotSent)
        throw new Error('wrapped')
      }
    })
    expect(run.stopped).toBe(true)
    expect(run.error).toBeUndefined()
  })

  test('once the run has settled, calls are sent again', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, { id: 'x' }))
    await dryRun(createFip)
    await createFip()
    expect(seen).toHaveLength(1)
  })

  test('runs never overlap: each writes down only its own calls', async () => {
    stubFetch(() => jsonResponse(200, {}))
    const [a, b] = await Promise.all([
      dryRun(() => api.delete('/v1/projects/{project}', { path: { project: 'a' } })),
      dryRun(() => api.delete('/v1/projects/{project}', { path: { project: 'b' } })),
    ])
    expect(a.requests.map((r) => r.path)).toEqual(['/v1/projects/a'])
    expect(b.requests.map((r) => r.path)).toEqual(['/v1/projects/b'])
  })

  test('a read the cache holds is answered from it (however old), so the write after it shows too', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    queryClient.setQueryData(['/v1/projects/{project}', { path: { project: 'p' } }], { id: 'p-id', name: 'p' }, { updatedAt: 0 })
    const run = await dryRun(async () => {
      const p = await fetchApi('/v1/projects/{project}', { path: { project: 'p' } })
      await api.put('/v1/projects/{project}', { path: { project: p.id }, body: { name: 'p2' } })
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(run.requests).toEqual([{ method: 'put', path: '/v1/projects/p-id', body: { name: 'p2' } }])
  })

  test('a read the cache lacks is written down and refused, and the refusal never lands in the cache', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    const run = await dryRun(() => fetchApi('/v1/projects/{project}', { path: { project: 'p' } }))
    expect(fetch).not.toHaveBeenCalled()
    expect(run).toEqual({ requests: [{ method: 'get', path: '/v1/projects/p' }], stopped: true })
    expect(queryClient.getQueryState(['/v1/projects/{project}', { path: { project: 'p' } }])).toBeUndefined()
  })

  test('a direct read the page has read before is written down and answered from it, so the write made from it shows', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    const policy = { roleAssignments: [{ identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' }] }
    queryClient.setQueryData(['/v1/projects/{project}/policy', { path: { project: 'p' } }], policy)
    const run = await dryRun(async () => {
      const current = await api.get('/v1/projects/{project}/policy', { path: { project: 'p' } })
      await api.put('/v1/projects/{project}/policy', {
        path: { project: 'p' },
        body: { roleAssignments: [...current.roleAssignments, { identityId: 'u2', identityType: 'silo_user', roleName: 'admin' }] },
      })
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(run.requests).toEqual([
      { method: 'get', path: '/v1/projects/p/policy', held: true },
      {
        method: 'put',
        path: '/v1/projects/p/policy',
        body: {
          role_assignments: [
            { identity_id: 'u1', identity_type: 'silo_user', role_name: 'viewer' },
            { identity_id: 'u2', identity_type: 'silo_user', role_name: 'admin' },
          ],
        },
      },
    ])
  })
})
