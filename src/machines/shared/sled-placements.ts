// Which instances run on which sled: the sleds, then each sled's instance
// list. The API answers only "what runs on this sled", so "where does this
// instance run" and "how full is the fleet" are both this one scan. It is
// bounded: a rack holds at most 32 sleds and the sleds are one request; their
// lists are read a few at a time, and a sled lists fewer instances than it
// has hardware threads, so each list is one request of Nexus's largest page.
// The capacity page (system area) and the instance page (compute area) both
// read it, and only for someone who may (fleet viewers).
import {
  allPages,
  composedSection,
  fetchApi,
  MAX_LIMIT,
  onInvalidate,
  queryClient,
  type Read,
  type Sled,
  type SledInstance,
} from '~/api'

/** How many sleds' lists are read at once: enough to be quick, few enough to leave the browser's connections for the page. */
export const SLED_LISTS_AT_ONCE = 4

/** `f` over `items`, at most `limit` at a time; the results in the items' order, the first failure the whole's. */
export async function mapBounded<T, U>(items: readonly T[], limit: number, f: (item: T) => Promise<U>): Promise<U[]> {
  const results: U[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await f(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Every sled (one request at Nexus's largest page, in practice). */
export const readSleds = (): Promise<Sled[]> =>
  allPages((pageToken) => fetchApi('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT, pageToken } }))

/** A sled's instances, whole: one page holds them (see above). */
export const readSledInstances = async (sledId: string): Promise<SledInstance[]> =>
  (await fetchApi('/v1/system/hardware/sleds/{sled_id}/instances', { path: { sled_id: sledId }, query: { limit: MAX_LIMIT } })).items

export type SledPlacement = { sled: Sled; instances: SledInstance[] }

/** Every sled with the instances it lists, the lists read a few at a time. */
export async function scanPlacements(read = { sleds: readSleds, instances: readSledInstances }): Promise<SledPlacement[]> {
  const sleds = await read.sleds()
  const lists = await mapBounded(sleds, SLED_LISTS_AT_ONCE, (s) => read.instances(s.id))
  return sleds.map((sled, i) => ({ sled, instances: lists[i] }))
}

/** What moves an instance onto or off a sled: an instance started, stopped, made or deleted; a sled's policy; a sled added. */
export const PLACEMENT_READS: Read[] = [
  '/v1/instances',
  '/v1/instances/{instance}',
  '/v1/system/hardware/sleds',
  '/v1/system/hardware/sleds/{sled_id}',
  '/v1/system/hardware/sleds/{sled_id}/instances',
]

/** Every sled and its instances, as a part of a page that must be current (the capacity page): read as the page opens. */
export const placementsSection = () => composedSection(['sled-placements'], () => scanPlacements(), PLACEMENT_READS)

// ---- where an instance runs: one scan for the session's instance pages ----------------
//
// An instance page shows the sled its instance runs on. Scanning the fleet
// for every instance page opened would cost a request per sled each time, so
// the scan is kept for the session (a session's end empties the cache) and
// every instance page answers from it. It is read again when this console
// changes where instances run (the reads above are invalidated: an instance
// started or stopped, a sled's policy), at once if an instance page is on
// screen, or else when the next one opens; and Retry reads it again.

const INSTANCE_SLEDS = ['instance-sleds'] as const

export const instanceSledsSection = () => composedSection(INSTANCE_SLEDS, () => scanPlacements(), PLACEMENT_READS)

const instanceSledsKey = instanceSledsSection().key
queryClient.setQueryDefaults(instanceSledsKey, { staleTime: Infinity, gcTime: Infinity })
const SLED_INSTANCES: Read = '/v1/system/hardware/sleds/{sled_id}/instances'

// An instance started or stopped changes its sled's list, though the call
// names only the instance: each sled's list and the kept scan are marked
// stale, so the next read of either asks again. Marked only: a page on screen
// reads its part again itself (its section's refreshOn).
onInvalidate((changed) => {
  if (!PLACEMENT_READS.some((r) => changed.has(r))) return
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [head] }) => head === SLED_INSTANCES, refetchType: 'none' })
  void queryClient.invalidateQueries({ queryKey: instanceSledsKey, refetchType: 'none' })
})
