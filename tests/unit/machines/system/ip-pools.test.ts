import { afterEach, describe, expect, it, vi } from 'vitest'
import * as apiModule from '~/api'
import { api, queryClient } from '~/api'
import {
  allocatedPercent,
  IP_POOL_ADMIN_ONLY,
  ipPoolCreateBody,
  ipPoolWrites,
  ipPoolUpdateBody,
  ipRangeBody,
  linkablePoolsPage,
  linkPool,
  linkPoolFormInput,
  makeDefaultPool,
  parsePoolUtilization,
  rangeVersion,
  unlinkPool,
  validateIpPool,
  validateIpRangeForm,
  validateLinkPool,
  validateLinkSilo,
} from '~/machines/system/ip-pools'
import { rangeText } from '~/machines/shared/ip-pools.rules'
import { writesOf } from '~/machines/shared/permission.rules'

describe('pool utilization', () => {
  it('reads IPv6 counts from their strings into exact BigInts', () => {
    const u = parsePoolUtilization({
      ipv4: { allocated: 7, capacity: 122 },
      ipv6: { allocated: '9007199254740993', capacity: '340282366920938463463374607431768211456' },
    })
    expect(u.ipv4).toEqual({ allocated: 7n, capacity: 122n })
    expect(u.ipv6.allocated).toBe(2n ** 53n + 1n)
    expect(u.ipv6.capacity).toBe(2n ** 128n)
  })

  it('shares of capacity are computed in BigInt, to two decimals', () => {
    expect(allocatedPercent({ allocated: 7n, capacity: 122n })).toBe(5.73)
    expect(allocatedPercent({ allocated: 2n ** 63n, capacity: 2n ** 64n })).toBe(50)
    expect(allocatedPercent({ allocated: 1n, capacity: 2n ** 64n })).toBe(0)
    expect(allocatedPercent({ allocated: 0n, capacity: 0n })).toBeUndefined()
  })
})

describe('pool form', () => {
  it('sends name and description', () => {
    const values = { name: 'pool-a', description: 'the first' }
    expect(ipPoolCreateBody(values)).toEqual(values)
    expect(ipPoolUpdateBody(values)).toEqual(values)
  })

  it('checks the name', () => {
    expect(validateIpPool({ name: 'Pool', description: '' }).name).toBe('Must start with a lower-case letter')
    expect(validateIpPool({ name: 'pool', description: '' })).toEqual({ name: undefined, description: undefined })
  })
})

describe('range form', () => {
  it('sends the addresses trimmed', () => {
    expect(ipRangeBody({ first: ' 10.0.0.1', last: '10.0.0.9 ' })).toEqual({ first: '10.0.0.1', last: '10.0.0.9' })
  })

  it('checks the pair', () => {
    expect(validateIpRangeForm({ first: '10.0.0.1', last: 'x' })).toEqual({ last: 'Not a valid IP address' })
    expect(validateIpRangeForm({ first: '10.0.0.9', last: '10.0.0.1' }).last).toBe('Last address must not come before the first')
  })

  it('names a range and its version', () => {
    expect(rangeText({ first: 'fd00::1', last: 'fd00::9' })).toBe('fd00::1–fd00::9')
    expect(rangeVersion({ first: 'fd00::1', last: 'fd00::9' })).toBe(6)
    expect(rangeVersion({ first: '10.0.0.1', last: '10.0.0.9' })).toBe(4)
  })
})

describe('link form', () => {
  it('needs a silo', () => {
    expect(validateLinkSilo({ silo: '', isDefault: true }).silo).toBe('Silo is required')
    expect(validateLinkSilo({ silo: 'maze-war', isDefault: false }).silo).toBeUndefined()
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const stamp = new Date('2025-01-01T00:00:00Z')
const pool = (name: string, id: string) => ({ id, name, description: '', timeCreated: stamp, timeModified: stamp })

describe('linking pools to a silo', () => {
  it('offers only the pools not linked yet', async () => {
    vi.spyOn(apiModule, 'fetchApi').mockImplementation(((path: string) =>
      Promise.resolve(
        path === '/v1/system/ip-pools'
          ? { items: [pool('a', '1'), pool('b', '2'), pool('c', '3')], nextPage: null }
          : { items: [{ ...pool('b', '2'), isDefault: true }], nextPage: null },
      )) as never)
    const page = await linkablePoolsPage('acme')({ limit: 50 })
    expect(page.items.map((p) => p.name)).toEqual(['a', 'c'])
  })

  it('links as a non-default pool, then makes it the default by its own call, and unlinks', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never)
    const put = vi.spyOn(api, 'put').mockResolvedValue({} as never)
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    const siloPools = ['/v1/system/silos/{silo}/ip-pools', { path: { silo: 'acme' } }]
    const poolSilos = ['/v1/system/ip-pools/{pool}/silos', { path: { pool: 'a' } }]
    queryClient.setQueryData(siloPools, { items: [] })
    queryClient.setQueryData(poolSilos, { items: [] })

    await linkPool('acme', 'a')
    expect(post).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos', { path: { pool: 'a' }, body: { silo: 'acme', isDefault: false } })
    expect(queryClient.getQueryState(siloPools)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(poolSilos)?.isInvalidated).toBe(true)

    await makeDefaultPool('acme', 'a')
    expect(put).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool: 'a', silo: 'acme' }, body: { isDefault: true } })
    await unlinkPool('acme', 'a')
    expect(del).toHaveBeenCalledWith('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool: 'a', silo: 'acme' } })
  })

  it('the link form needs a pool', async () => {
    expect(validateLinkPool({ pool: '' })).toEqual({ pool: 'IP pool is required' })
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never)
    await linkPoolFormInput('acme').submit({ pool: 'b' })
    expect(post.mock.calls[0][1]).toMatchObject({ body: { silo: 'acme', isDefault: false } })
  })
})

describe('who may change pools', () => {
  it('a fleet admin changes pools, ranges and links', () => {
    expect(ipPoolWrites('admin')).toEqual({ pools: { allowed: true }, ranges: { allowed: true }, silos: { allowed: true } })
  })

  it('a fleet viewer or collaborator, or no fleet role, is told why each write is not theirs', () => {
    for (const role of ['viewer', 'collaborator', undefined] as const) {
      expect(ipPoolWrites(role)).toEqual({
        pools: { allowed: false, reason: IP_POOL_ADMIN_ONLY.pools },
        ranges: { allowed: false, reason: IP_POOL_ADMIN_ONLY.ranges },
        silos: { allowed: false, reason: IP_POOL_ADMIN_ONLY.silos },
      })
    }
    expect(IP_POOL_ADMIN_ONLY.pools).toBe('Only a fleet admin can create, edit or delete IP pools')
  })

  it('offers no write while the role is being read or could not be, each saying why; then the role decides', () => {
    const shape = ipPoolWrites(undefined)
    expect(writesOf({ status: 'pending' }, ipPoolWrites, shape).ranges).toEqual({ allowed: false, reason: 'Checking your role…' })
    const failed = writesOf({ status: 'failed', message: 'Service Unavailable', retry: () => {} }, ipPoolWrites, shape)
    expect(Object.values(failed)).toEqual(Array(3).fill({ allowed: false, reason: 'Could not read your role: Service Unavailable' }))
    expect(writesOf({ status: 'ready', data: 'admin' }, ipPoolWrites, shape).silos.allowed).toBe(true)
  })
})
