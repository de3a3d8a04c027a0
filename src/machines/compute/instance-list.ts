// The instances list's rows: a page of a project's instances, each with its
// external IPs. Nexus lists those per instance only, one GET each; the rows
// used to wait for all of them (a second round trip before the first row).
// Now the rows show at once, each one's IPs from the cache or marked loading,
// and the list reads its page again when the lookups are in (from the cache:
// no new request), as the disks list does with its instances (disk-list.ts).
import { apiQueryOptions, fetchApi, queryClient, STALE_TIME, type ExternalIp, type Instance } from '~/api'
import type { FetchPage } from '../shared/list.machine'

/** An instance and its external IPs; `externalIps` is absent while they are being read. */
export type InstanceRow = { instance: Instance; externalIps?: ExternalIp[] }

const ipsQuery = (id: string) => apiQueryOptions('/v1/instances/{instance}/external-ips', { path: { instance: id } })

/** An instance's IPs as the cache has them, and whether to read them (again). */
export function cachedIps(id: string, now = Date.now()): { ips?: ExternalIp[]; fetch: boolean } {
  const state = queryClient.getQueryState<{ items: ExternalIp[] }>(ipsQuery(id).queryKey)
  if (state?.data) return { ips: state.data.items, fetch: now - state.dataUpdatedAt >= STALE_TIME }
  // IPs that could not be read show as none, and are not asked for again at once.
  if (state?.status === 'error') return { ips: [], fetch: now - state.errorUpdatedAt >= STALE_TIME }
  return { fetch: true }
}

/** Rows for a page of instances; the ones to read are handed to `lookUp`. */
export function toInstanceRows(
  instances: readonly Instance[],
  lookUp: (ids: string[]) => void,
  cached: (id: string) => { ips?: ExternalIp[]; fetch: boolean } = cachedIps,
): InstanceRow[] {
  const wanted: string[] = []
  const rows = instances.map((instance) => {
    const { ips, fetch } = cached(instance.id)
    if (fetch) wanted.push(instance.id)
    return ips ? { instance, externalIps: ips } : { instance }
  })
  if (wanted.length) lookUp(wanted)
  return rows
}

/**
 * One GET per instance, at once; then the list is told (it refreshes on
 * '/v1/instances'): marking those reads stale makes it read its page again,
 * which finds them in the cache.
 */
function lookUpIps(ids: string[]) {
  void Promise.allSettled(ids.map((id) => fetchApi('/v1/instances/{instance}/external-ips', { path: { instance: id } }))).then(
    () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [path, args] }) =>
          path === '/v1/instances/{instance}/external-ips' &&
          ids.includes((args as { path?: { instance?: string } })?.path?.instance ?? ''),
      }),
  )
}

/** A page of the project's instances, shown before their IPs are in. */
export const instancesPage =
  (project: string): FetchPage<InstanceRow> =>
  async ({ pageToken, limit }) => {
    const page = await fetchApi('/v1/instances', { query: { project, limit, pageToken } })
    return { ...page, items: toInstanceRows(page.items, lookUpIps) }
  }
