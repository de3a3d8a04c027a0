// A pool's address counts as BigInts. Nexus sends IPv4 counts as numbers
// (uint32: exact in JS) and IPv6 counts as decimal strings (uint128: up to
// 2^128, far past 2^53), so IPv6 never passes through a JS number.
import { fetchApi, type IpPool, type IpPoolUtilization } from '~/api'
import type { PageParams } from '../shared/list.machine'

export type AddressCount = { allocated: bigint; capacity: bigint }
export type PoolUtilization = { ipv4: AddressCount; ipv6: AddressCount }

export function parsePoolUtilization(u: IpPoolUtilization): PoolUtilization {
  return {
    ipv4: { allocated: BigInt(u.ipv4.allocated), capacity: BigInt(u.ipv4.capacity) },
    ipv6: { allocated: BigInt(u.ipv6.allocated), capacity: BigInt(u.ipv6.capacity) },
  }
}

/** Share of the capacity allocated, in percent with two decimals, computed in BigInt; undefined for an empty pool. */
export function allocatedPercent({ allocated, capacity }: AddressCount): number | undefined {
  if (capacity === 0n) return undefined
  return Number((allocated * 10_000n) / capacity) / 100
}

export const fetchPoolUtilization = async (pool: string) =>
  parsePoolUtilization(await fetchApi('/v1/system/ip-pools/{pool}/utilization', { path: { pool } }))

/** A row of the pools list: the pool and its counts (absent when they could not be read). */
export type IpPoolRow = IpPool & { utilization?: PoolUtilization }

/** A page of pools, each with its utilization read alongside. */
export async function ipPoolRowsPage({ pageToken, limit, sortBy, keep }: PageParams<IpPoolRow>) {
  const page = await fetchApi('/v1/system/ip-pools', { query: { limit, pageToken, sortBy } })
  // A search of every page reads the utilization of its matches only.
  const pools = keep ? page.items.filter((pool) => keep(pool)) : page.items
  const items: IpPoolRow[] = await Promise.all(
    pools.map(async (pool) => {
      // One pool's counts failing should not hide the list: its cells say so instead.
      const utilization = await fetchPoolUtilization(pool.id).catch(() => undefined)
      return { ...pool, utilization }
    }),
  )
  return { ...page, items }
}

/** The pool page's header: the pool and its counts, read in parallel. */
export async function loadIpPoolPage(pool: string) {
  const [ipPool, utilization] = await Promise.all([
    fetchApi('/v1/system/ip-pools/{pool}', { path: { pool } }),
    // As in the list: counts that cannot be read (or parsed: a uint128 that is
    // no number) leave their cells empty rather than fail the whole page.
    fetchPoolUtilization(pool).catch(() => undefined),
  ])
  return { pool: ipPool, utilization }
}
