// The instances list: its rows (a page of a project's instances, each with its
// external IPs) and its bulk actions. Nexus lists external IPs per instance
// only, one GET each; the rows used to wait for all of them (a second round
// trip before the first row). Now the rows show at once, each one's IPs from the cache or marked loading,
// and the list reads its page again when the lookups are in (from the cache:
// no new request), as the disks list does with its instances (storage/disks.ts).
import { apiQueryOptions, fetchApi, type ExternalIp, type Instance } from '~/api'
import { cachedRead, lookUpThenRefresh } from '../shared/row-lookups'
import type { BulkSpec } from '../shared/bulk.rules'
import type { FetchPage } from '../shared/list.machine'
import { disabledReason } from './instance.rules'

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

// ---- bulk actions: the action table's reasons, per row ----

export const INSTANCE_BULK: BulkSpec<InstanceRow> = {
  noun: { one: 'instance', many: 'instances' },
  keyOf: (r) => r.instance.id,
  nameOf: (r) => r.instance.name,
  actions: [
    { id: 'start', label: 'Start', doing: 'Starting', done: 'Started', refusal: (r) => disabledReason('start', r.instance.runState) },
    // Stop asks first, as the row menu does.
    { id: 'stop', label: 'Stop', doing: 'Stopping', done: 'Stopped', confirm: true, refusal: (r) => disabledReason('stop', r.instance.runState) },
    { id: 'reboot', label: 'Reboot', doing: 'Rebooting', done: 'Rebooted', refusal: (r) => disabledReason('reboot', r.instance.runState) },
    { id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true, refusal: (r) => disabledReason('delete', r.instance.runState) },
  ],
}

/** The instance machine's event for each bulk action. */
export const instanceBulkEvent = (action: string) => ({ type: action.toUpperCase() as 'START' | 'STOP' | 'REBOOT' | 'DELETE' })
