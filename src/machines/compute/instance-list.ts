// The instances list: its rows (a page of a project's instances) and its bulk
// actions. Nexus lists external IPs per instance only, one GET each: the
// IP column is a part of the page, never read before the rows. Once the rows
// are drawn, the page reads the IPs of the instances on screen, all at once
// (one bounded batch: a page holds at most one page of rows), and the column
// fills in; when they could not be read, one notice above the table says so.
import { fetchApi, type ExternalIp, type Instance, type Read } from '~/api'
import type { BulkSpec } from '../shared/bulk.rules'
import { errorStatus } from '../shared/error-message.rules'
import type { FetchPage } from '../shared/list.machine'
import { idsOf, partSection } from '../shared/section-reads'
import { disabledReason } from './instance.rules'

/** A row of the instances list. */
export type InstanceRow = { instance: Instance }

/** A page of the project's instances: the rows alone. */
export const instancesPage =
  (project: string): FetchPage<InstanceRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    const page = await fetchApi('/v1/instances', { query: { project, limit, pageToken, sortBy } })
    const rows = page.items.map((instance) => ({ instance }))
    return { ...page, items: keep ? rows.filter(keep) : rows }
  }

/** What changes an instance's external IPs. */
export const EXTERNAL_IP_READS: Read[] = ['/v1/instances/{instance}/external-ips']

/**
 * The external IPs of the instances on screen, by instance id: one GET per
 * instance, all at once, once the rows are drawn. An instance gone since has
 * none.
 */
export const rowExternalIpsSection = (instances: readonly Pick<Instance, 'id'>[]) => {
  const ids = idsOf(instances.map((i) => i.id))
  return partSection(
    ['instance-external-ips', ids],
    async (ask): Promise<ReadonlyMap<string, ExternalIp[]>> => {
      const ips = await Promise.all(
        ids.map((id) =>
          ask('/v1/instances/{instance}/external-ips', { path: { instance: id } }).then(
            (r) => r.items,
            (error: unknown): ExternalIp[] => {
              if (errorStatus(error) === 404) return []
              throw error
            },
          ),
        ),
      )
      return new Map(ids.map((id, i) => [id, ips[i]]))
    },
    EXTERNAL_IP_READS,
  )
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
