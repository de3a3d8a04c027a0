// The instances list's rows: a page of a project's instances, each with its
// external IPs. Nexus lists those per instance only, one GET each; the rows
// used to wait for all of them (a second round trip before the first row).
// Now the rows show at once, each one's IPs from the cache or marked loading,
// and the list reads its page again when the lookups are in (from the cache:
// no new request), as the disks list does with its instances (disk-list.ts).
import { apiQueryOptions, fetchApi, type ExternalIp, type Instance } from '~/api'
import { cachedRead, lookUpThenRefresh } from '../shared/row-lookups.input'
import type { FetchPage } from '../shared/list.machine'

/** An instance and its external IPs; `externalIps` is absent while they are being read. */
export type InstanceRow = { instance: Instance; externalIps?: ExternalIp[] }

const ipsQuery = (id: string) => apiQueryOptions('/v1/instances/{instance}/external-ips', { path: { instance: id } })

/** An instance's IPs as the cache has them (none when they could not be read), and whether to read them. */
export function cachedIps(id: string, now = Date.now()): { ips?: ExternalIp[]; fetch: boolean } {
  const { data, failed, fetch } = cachedRead<{ items: ExternalIp[] }>(ipsQuery(id).queryKey, now)
  return { ips: data?.items ?? (failed ? [] : undefined), fetch }
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

/** One GET per instance, then the list reads its page again (from the cache). */
function lookUpIps(ids: string[]) {
  lookUpThenRefresh(
    '/v1/instances/{instance}/external-ips',
    (id) => fetchApi('/v1/instances/{instance}/external-ips', { path: { instance: id } }),
    ids,
  )
}

/** A page of the project's instances, shown before their IPs are in. */
export const instancesPage =
  (project: string): FetchPage<InstanceRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    const page = await fetchApi('/v1/instances', { query: { project, limit, pageToken, sortBy } })
    // A search of every page keeps its matches only: no IP lookups for the rest.
    const items = keep ? page.items.filter((instance) => keep({ instance })) : page.items
    return { ...page, items: toInstanceRows(items, lookUpIps) }
  }
