// A page's parts take what the page's URL already asked as it was answered
// (a failure too: it shows once, with Retry, and is not asked again behind the
// user's back); asked again after failing, they ask anew.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiQueryOptions, apiSection, queryClient } from '~/api'
import { allSections, partSection, startPart } from '~/machines/shared/section-reads'

const unavailable = () => new ApiError({ type: 'error', message: 'Service Unavailable', statusCode: 503 })
const poolsKey = apiQueryOptions('/v1/ip-pools', { query: { limit: 1000 } }).queryKey

/** The read the router sent on the way to the page, answered with a failure. */
async function failedEarly() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await queryClient.fetchQuery({ queryKey: poolsKey, queryFn: () => Promise.reject(unavailable()) }).catch(() => {})
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('starting a part with its route', () => {
  it('starts its read', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue()
    startPart(apiSection('/v1/ip-pools', { query: { limit: 1000 } }))
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('leaves a read that has just failed as it is: its failure is the answer the page shows', async () => {
    await failedEarly()
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery')
    startPart(apiSection('/v1/ip-pools', { query: { limit: 1000 } }))
    expect(prefetch).not.toHaveBeenCalled()
  })
})

describe('a part made of several reads', () => {
  const names = () =>
    partSection(['pool-names'], async (ask) => (await ask('/v1/ip-pools', { query: { limit: 1000 } })).items.map((p) => p.name), '/v1/ip-pools')

  it('takes a read that has just failed as failed, rather than asking it again', async () => {
    await failedEarly()
    const fetch = vi.spyOn(queryClient, 'fetchQuery')
    await expect(queryClient.fetchQuery({ queryKey: names().key, queryFn: names().read })).rejects.toThrow('Service Unavailable')
    // Only the part's own entry was asked for; the pools were not sent again.
    expect(fetch.mock.calls.map(([o]) => o.queryKey[0])).toEqual(['section'])
  })

  it('read again after it failed (Retry), asks anew', async () => {
    await failedEarly()
    await queryClient.fetchQuery({ queryKey: names().key, queryFn: names().read }).catch(() => {})
    const fetch = vi.spyOn(queryClient, 'fetchQuery')
    // (Nothing answers here: what counts is that the pools are asked for again.)
    await queryClient.fetchQuery({ queryKey: names().key, queryFn: names().read }).catch(() => {})
    expect(fetch.mock.calls.map(([o]) => o.queryKey)).toEqual([names().key, poolsKey])
  })
})

describe('parts shown as one', () => {
  it('in when all are; pending while one is; failed when one failed, Retry reading each that failed again', () => {
    const a = vi.fn()
    const b = vi.fn()
    expect(allSections({ x: { status: 'ready', data: 1 }, y: { status: 'ready', data: 'two' } })).toEqual({ status: 'ready', data: { x: 1, y: 'two' } })
    expect(allSections({ x: { status: 'ready', data: 1 }, y: { status: 'pending' } })).toEqual({ status: 'pending' })
    const failed = allSections({
      x: { status: 'failed', message: 'first', retry: a },
      y: { status: 'pending' },
      z: { status: 'failed', message: 'second', retry: b },
    })
    expect(failed).toMatchObject({ status: 'failed', message: 'first' })
    if (failed.status === 'failed') failed.retry()
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1])
  })
})
