import { beforeEach, describe, expect, it, vi } from 'vitest'

// Found by the contract walk: a server whose uint128 counts are not numbers
// (Prism answers 'string') must not turn the pool page into the error page.
// The counts are a part of the page now: they fail in their place, the pool
// is drawn.
const { fetchApi } = vi.hoisted(() => ({ fetchApi: vi.fn() }))
vi.mock('~/api', async (original) => ({ ...(await original<typeof import('~/api')>()), fetchApi }))
const { clearCache } = await import('~/api')
const { failedCounts, loadIpPoolPage, poolUtilizationSection, toPoolRows } = await import('~/machines/system/ip-pools')

const pool = { id: 'p', name: 'pool-a', description: '', timeCreated: new Date(0), timeModified: new Date(0) }
const isUtilization = (path: unknown) => String(path).endsWith('/utilization')
const signal = new AbortController().signal

describe('loadIpPoolPage', () => {
  beforeEach(() => {
    fetchApi.mockReset()
    clearCache()
  })

  it('draws the pool without waiting for its counts; counts that are no numbers fail their own part', async () => {
    let answer: (v: unknown) => void = () => {}
    const counts = new Promise((resolve) => (answer = resolve))
    fetchApi.mockImplementation((path: unknown) => (isUtilization(path) ? counts : Promise.resolve(pool)))
    // The counts have not answered, and the page has its pool.
    expect(await loadIpPoolPage('pool-a')).toEqual({ pool })
    answer({ ipv4: { allocated: 0, capacity: 0 }, ipv6: { allocated: 'string', capacity: 'string' } })
    await expect(poolUtilizationSection('pool-a').read({ signal })).rejects.toThrow()
  })

  it('still fails when the pool itself cannot be read', async () => {
    fetchApi.mockImplementation(async (path: unknown) => {
      if (path === '/v1/system/ip-pools/{pool}') throw new Error('Not found')
      return { ipv4: { allocated: 1, capacity: 2 }, ipv6: { allocated: '0', capacity: '0' } }
    })
    await expect(loadIpPoolPage('pool-a')).rejects.toThrow('Not found')
  })
})

describe('the pools list: rows first, counts after', () => {
  const a = { ...pool, id: 'a', name: 'pool-a' }
  const b = { ...pool, id: 'b', name: 'pool-b' }
  const c = { ...pool, id: 'c', name: 'pool-c' }
  const ready = { status: 'ready', utilization: { ipv4: { allocated: 1n, capacity: 2n }, ipv6: { allocated: 0n, capacity: 0n } } } as const

  it('shows each row at once and reads only the counts it lacks, in one batch after the rows', () => {
    const lookUp = vi.fn()
    const cached = (id: string) =>
      id === 'a' ? { counts: ready, fetch: false } : id === 'b' ? { counts: { status: 'failed', message: 'Boom' } as const, fetch: false } : { counts: { status: 'reading' } as const, fetch: true }
    const rows = toPoolRows([a, b, c], lookUp, cached)
    expect(rows.map((r) => [r.name, r.counts.status])).toEqual([
      ['pool-a', 'ready'],
      ['pool-b', 'failed'],
      ['pool-c', 'reading'],
    ])
    expect(lookUp).toHaveBeenCalledTimes(1)
    expect(lookUp).toHaveBeenCalledWith(['c'])
    // One notice for the rows whose counts failed, with the first reason.
    expect(failedCounts(rows)).toEqual({ ids: ['b'], names: ['pool-b'], message: 'Boom' })
  })

  it('asks nothing when every row’s counts are in', () => {
    const lookUp = vi.fn()
    toPoolRows([a], lookUp, () => ({ counts: ready, fetch: false }))
    expect(lookUp).not.toHaveBeenCalled()
    expect(failedCounts(toPoolRows([a], lookUp, () => ({ counts: ready, fetch: false })))).toBeUndefined()
  })
})
