// The disks list's rows: a page of a project's disks, each with the instance
// it is attached to. The page's instances are found without reading every
// instance of the project (at 5,000 instances that was twenty requests in a
// row before the first row showed): the first page of instances comes with
// the disks (one request, and in a small project it holds them all). An
// instance not on it is looked up by id, one GET each — lazily: the rows show
// at once, that row's instance marked as loading, and the list reads its page
// again when the lookups are in (from the cache, no new request).
import { apiQueryOptions, fetchApi, PAGE_SIZE, type Disk, type Instance } from '~/api'
import { cachedRead, lookUpThenRefresh } from '../shared/row-lookups.input'
import type { FetchPage } from '../shared/list.machine'
import { diskInstanceId } from './disk-instance.rules'

/** A disk and the instance it is attached to (resolved from the id in its state), if any. */
export type DiskRow = {
  disk: Disk
  instance?: Instance
  /** Its instance is being looked up: the list reads the page again when it is in. */
  instanceLoading?: boolean
}

/** What the rows know of instances by id: found, or being looked up. */
export type KnownInstances = { byId: Map<string, Instance>; loading: Set<string> }

export const toDiskRows = (disks: readonly Disk[], { byId, loading }: KnownInstances): DiskRow[] =>
  disks.map((disk) => {
    const id = diskInstanceId(disk)
    if (!id) return { disk }
    const instance = byId.get(id)
    return loading.has(id) && !instance ? { disk, instanceLoading: true } : { disk, instance }
  })

const instanceQuery = (id: string) => apiQueryOptions('/v1/instances/{instance}', { path: { instance: id } })

/** An instance by id as the cache has it: its data, and whether to (re)fetch it. */
export type CachedInstance = { instance?: Instance; fetch: boolean }

export function cachedInstance(id: string, now = Date.now()): CachedInstance {
  const { data, fetch } = cachedRead<Instance>(instanceQuery(id).queryKey, now)
  // A name shows even when old; one that failed shows its id.
  return { instance: data, fetch }
}

/**
 * The instances `disks` are attached to: from `known` (a first page of the
 * project's instances) or the cache where they have them. The others are
 * looked up with `lookUp` and marked loading; a stale one shows meanwhile.
 */
export function instancesOf(
  disks: readonly Disk[],
  known: readonly Instance[],
  lookUp: (ids: string[]) => void,
  cached: (id: string) => CachedInstance = cachedInstance,
): KnownInstances {
  const byId = new Map(known.map((i) => [i.id, i]))
  const loading = new Set<string>()
  for (const id of new Set(disks.map(diskInstanceId))) {
    if (!id || byId.has(id)) continue
    const { instance, fetch } = cached(id)
    if (instance) byId.set(id, instance)
    if (fetch) loading.add(id)
  }
  if (loading.size) lookUp([...loading])
  return { byId, loading }
}

/** One GET per instance, then the list (refreshing on '/v1/instances') reads its page again from the cache. */
function lookUpInstances(ids: string[]) {
  lookUpThenRefresh('/v1/instances/{instance}', (id) => fetchApi('/v1/instances/{instance}', { path: { instance: id } }), ids)
}

/** A page of the project's disks with their instances (see above). */
export const diskRowsPage =
  (project: string, lookUp: (ids: string[]) => void = lookUpInstances): FetchPage<DiskRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    const [page, known] = await Promise.all([
      fetchApi('/v1/disks', { query: { project, limit, pageToken, sortBy } }),
      fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE } }).then(
        (p) => p.items,
        (): Instance[] => [],
      ),
    ])
    // A search of every page looks up the instances of its matches only.
    const disks = keep ? page.items.filter((disk) => keep({ disk })) : page.items
    return { ...page, items: toDiskRows(disks, instancesOf(disks, known, lookUp)) }
  }

/** The list polls while a row's instance is loading too: a safety net should the word that it is in go unheard. */
export const anyInstanceLoading = (rows: readonly DiskRow[]) => rows.some((r) => r.instanceLoading)
