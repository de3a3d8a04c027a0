import { beforeEach, describe, expect, it, vi } from 'vitest'

// Found by the contract walk: a server whose uint128 counts are not numbers
// (Prism answers 'string') must not turn the pool page into the error page.
const { fetchApi } = vi.hoisted(() => ({ fetchApi: vi.fn() }))
vi.mock('~/api', async (original) => ({ ...(await original<typeof import('~/api')>()), fetchApi }))
const { loadIpPoolPage } = await import('~/machines/system/ip-pools')

const pool = { id: 'p', name: 'pool-a', description: '', timeCreated: new Date(0), timeModified: new Date(0) }
const isUtilization = (path: unknown) => String(path).endsWith('/utilization')

describe('loadIpPoolPage', () => {
  beforeEach(() => fetchApi.mockReset())

  it('shows the pool without counts when they cannot be read', async () => {
    fetchApi.mockImplementation(async (path: unknown) =>
      isUtilization(path)
        ? { ipv4: { allocated: 0, capacity: 0 }, ipv6: { allocated: 'string', capacity: 'string' } }
        : pool,
    )
    const page = await loadIpPoolPage('pool-a')
    expect(page.pool).toBe(pool)
    expect(page.utilization).toBeUndefined()
  })

  it('still fails when the pool itself cannot be read', async () => {
    fetchApi.mockImplementation(async (path: unknown) => {
      if (path === '/v1/system/ip-pools/{pool}') throw new Error('Not found')
      return { ipv4: { allocated: 1, capacity: 2 }, ipv6: { allocated: '0', capacity: '0' } }
    })
    await expect(loadIpPoolPage('pool-a')).rejects.toThrow('Not found')
  })
})
