// The silo's IP pools as a part of a page: the pickers that draw an address
// from one (floating IP create, a probe, instance create's ephemeral IP) and
// the lists that name a pool by id (floating IPs, internet gateways). One
// read of every pool (Nexus's largest page), shared by them all in the cache.
import { apiSection, MAX_LIMIT } from '~/api'
import { mapSection, type Section } from './section'
import type { SiloIpPool } from './ip-pools.rules'

export const siloPoolsSection = () => apiSection('/v1/ip-pools', { query: { limit: MAX_LIMIT } })

/** Names by id, for a column that names what its rows point at. */
export type Names = ReadonlyMap<string, string>

export const namesOf = (items: readonly { id: string; name: string }[]): Names => new Map(items.map((i) => [i.id, i.name]))

/** The pools' names by id, from the pools' part. */
export const poolNames = (pools: Section<{ items: SiloIpPool[] }>): Section<Names> => mapSection(pools, (p) => namesOf(p.items))
