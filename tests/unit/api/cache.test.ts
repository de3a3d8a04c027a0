import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError, apiQueryOptions, clearCache, fetchApi, invalidate, onInvalidate, PAGE_SIZE, queryClient, STALE_TIME } from '~/api'
import { jsonResponse, nexusError, stubFetch } from './fetch-stub'

beforeEach(() => {
  clearCache()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const project = (name: string) => ({ id: name, name, description: '', time_created: '2024-01-01T00:00:00Z', time_modified: '2024-01-01T00:00:00Z' })

test('spec constants: pages of 50, fresh for 2 s', () => {
  expect(PAGE_SIZE).toBe(50)
  expect(STALE_TIME).toBe(2000)
  expect(queryClient.getDefaultOptions().queries).toMatchObject({
    retry: false,
    staleTime: 2000,
    refetchOnWindowFocus: false,
  })
})

test('apiQueryOptions keys a query by path template, then its params', () => {
  expect(apiQueryOptions('/v1/projects/{project}', { path: { project: 'p1' } }).queryKey).toEqual([
    '/v1/projects/{project}',
    { path: { project: 'p1' } },
  ])
  expect(apiQueryOptions('/v1/projects').queryKey).toEqual(['/v1/projects', {}])
})

test('apiQueryOptions works with queryClient directly', async () => {
  const { seen } = stubFetch(() => jsonResponse(200, project('p1')))
  const p = await queryClient.fetchQuery(apiQueryOptions('/v1/projects/{project}', { path: { project: 'p1' } }))
  expect(p.timeCreated).toEqual(new Date('2024-01-01T00:00:00Z'))
  expect(seen[0].url).toBe('http://localhost:3000/v1/projects/p1')
})

describe('fetchApi', () => {
  test('serves a fresh result from the cache, and fetches again once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { fetch } = stubFetch(() => jsonResponse(200, project('p1')))
    const get = () => fetchApi('/v1/projects/{project}', { path: { project: 'p1' } })

    await get()
    vi.advanceTimersByTime(STALE_TIME - 1)
    await get()
    expect(fetch).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(2)
    await get()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('different params are different cache entries', async () => {
    const { seen } = stubFetch((req) => jsonResponse(200, project(req.url.split('/').pop()!)))
    const a = await fetchApi('/v1/projects/{project}', { path: { project: 'a' } })
    const b = await fetchApi('/v1/projects/{project}', { path: { project: 'b' } })
    expect([a.name, b.name]).toEqual(['a', 'b'])
    expect(seen).toHaveLength(2)
  })

  test('rejects with the ApiError and does not retry', async () => {
    const { fetch } = stubFetch(() => nexusError(500, 'Internal', 'boom'))
    await expect(fetchApi('/v1/me')).rejects.toMatchObject({ message: 'Boom', statusCode: 500 })
    await expect(fetchApi('/v1/me')).rejects.toBeInstanceOf(ApiError)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('a failed read (no data) is dropped once no longer fresh; a read with data is kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    stubFetch((req) => (req.url.endsWith('/me') ? nexusError(500, 'Internal', 'boom') : jsonResponse(200, project('p1'))))
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)
    await expect(fetchApi('/v1/me')).rejects.toBeInstanceOf(ApiError)
    await fetchApi('/v1/projects/{project}', { path: { project: 'p1' } })
    const failed = apiQueryOptions('/v1/me').queryKey
    const kept = apiQueryOptions('/v1/projects/{project}', { path: { project: 'p1' } }).queryKey
    // While fresh it is there: a list does not ask again at once (disk-list).
    vi.advanceTimersByTime(STALE_TIME - 1)
    expect(state(failed)?.status).toBe('error')
    vi.advanceTimersByTime(1)
    expect(state(failed)).toBeUndefined()
    expect(state(kept)?.status).toBe('success')
  })
})

describe('invalidate and clearCache', () => {
  async function warm() {
    const stub = stubFetch((req) =>
      req.url.endsWith('/v1/projects') ? jsonResponse(200, { items: [], next_page: null }) : jsonResponse(200, project('p1')),
    )
    await fetchApi('/v1/projects')
    await fetchApi('/v1/projects/{project}', { path: { project: 'p1' } })
    await fetchApi('/v1/me')
    stub.fetch.mockClear()
    stub.seen.length = 0
    return stub
  }
  const refetchAll = () =>
    Promise.all([fetchApi('/v1/projects'), fetchApi('/v1/projects/{project}', { path: { project: 'p1' } }), fetchApi('/v1/me')])

  test('invalidate refetches the reads it names, and only those (no prefix matching)', async () => {
    const { seen } = await warm()
    await invalidate('/v1/projects')
    await refetchAll()
    expect(seen.map((r) => r.url.replace('http://localhost:3000', ''))).toEqual(['/v1/projects'])
  })

  test('invalidate takes several reads at once, and tells its listeners which', async () => {
    const { seen } = await warm()
    const heard: string[][] = []
    const stop = onInvalidate((changed) => heard.push([...changed]))
    await invalidate('/v1/projects', '/v1/projects/{project}')
    stop()
    await refetchAll()
    expect(seen.map((r) => r.url.replace('http://localhost:3000', '')).sort()).toEqual(['/v1/projects', '/v1/projects/p1'])
    expect(heard).toEqual([['/v1/projects', '/v1/projects/{project}']])
  })

  test('clearCache drops everything', async () => {
    const { fetch } = await warm()
    clearCache()
    await refetchAll()
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
