// The floating IPs list: each floating IP with the name of its pool and of the
// instance it is attached to, and what its row menu may do.
import { fetchApi, type FloatingIp, type Instance } from '~/api'
import { MAX_LIMIT } from '~/api'
import { type Permission } from '~/machines/shared/permission.rules'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { FetchPage, Page } from '../shared/list.machine'

/** A floating IP with the names it refers to by id, when they could be read. */
export type FloatingIpRow = FloatingIp & { poolName?: string; instanceName?: string }

export function floatingIpRows(items: FloatingIp[], pools: Pick<SiloIpPool, 'id' | 'name'>[], instances: Pick<Instance, 'id' | 'name'>[]): FloatingIpRow[] {
  const poolNames = new Map(pools.map((p) => [p.id, p.name]))
  const instanceNames = new Map(instances.map((i) => [i.id, i.name]))
  return items.map((fip) => ({
    ...fip,
    poolName: poolNames.get(fip.ipPoolId),
    instanceName: fip.instanceId ? instanceNames.get(fip.instanceId) : undefined,
  }))
}

/**
 * A page of floating IPs with their names resolved: the silo's pools and the
 * project's instances, one bounded request each (cached, so every page and
 * the attach form share them). A name that cannot be read shows as its id
 * rather than failing the list.
 */
export const floatingIpRowsPage =
  (project: string): FetchPage<FloatingIpRow> =>
  async ({ pageToken, limit, sortBy }): Promise<Page<FloatingIpRow>> => {
    const [page, pools, instances] = await Promise.all([
      fetchApi('/v1/floating-ips', { query: { project, limit, pageToken, sortBy } }),
      fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT } }).then((p) => p.items, (): SiloIpPool[] => []),
      fetchApi('/v1/instances', { query: { project, limit: MAX_LIMIT } }).then((p) => p.items, (): Instance[] => []),
    ])
    return { items: floatingIpRows(page.items, pools, instances), nextPage: page.nextPage }
  }

export const DELETE_ATTACHED_REASON = 'Detach the floating IP before deleting it'

export type FloatingIpRowActions = {
  /** Attach is offered to a detached floating IP, Detach to an attached one. */
  attach: boolean
  detach: boolean
  delete: Permission
}

/** Nexus refuses to delete an attached floating IP: the menu says so before it is tried. */
export function floatingIpRowActions(fip: Pick<FloatingIp, 'instanceId'>): FloatingIpRowActions {
  const attached = !!fip.instanceId
  return {
    attach: !attached,
    detach: attached,
    delete: attached ? { allowed: false, reason: DELETE_ATTACHED_REASON } : { allowed: true },
  }
}
