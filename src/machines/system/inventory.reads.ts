// Inventory's reads: the tabs' pages (sleds, physical disks, uninitialized
// sleds), a sled and the instances it runs, and whether this user may change
// sleds. The routes import these with the app; a sled's provision policy,
// adding a sled and their confirms stay in inventory.input.ts, loaded with
// the pages that use them.
import { fetchApi, type FleetRole, type Read } from '~/api'
import type { PageParams } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'

export const sledsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/sleds', { query: { limit, pageToken } })

export const physicalDisksPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/disks', { query: { limit, pageToken } })

export const sledInstancesPage =
  (sledId: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/hardware/sleds/{sled_id}/instances', { path: { sled_id: sledId }, query: { limit, pageToken } })

export const uninitializedSledsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/sleds-uninitialized', { query: { limit, pageToken } })

export const fetchSled = (sledId: string) => fetchApi('/v1/system/hardware/sleds/{sled_id}', { path: { sled_id: sledId } })

export const INVENTORY_ADMIN_ONLY = 'Only a fleet admin can change the rack’s sleds'

export type InventoryWrites = { canChange: Permission }

/** Changing a sled's provision policy and adding a sled: fleet admins only (Nexus: "modify" on the sled and the rack). */
export const inventoryWrites = (role: FleetRole | undefined): InventoryWrites => ({
  canChange: role === 'admin' ? { allowed: true } : { allowed: false, reason: INVENTORY_ADMIN_ONLY },
})

/** What the inventory pages read besides their rows; `readFleetRole` is the access area's answer (the route passes it in). */
export const loadInventoryWrites = (readFleetRole: () => Promise<FleetRole | undefined>) =>
  readFleetRole().then(inventoryWrites)

/** What the inventory's write rights follow: the fleet policy, and silos (whose roles map to fleet roles). */
export const INVENTORY_WRITES_READS: Read[] = ['/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']

/** The sled page's reads: the sled, and whether this user may change it. */
export async function loadSledPage(sledId: string, readFleetRole: () => Promise<FleetRole | undefined>) {
  const [sled, writes] = await Promise.all([fetchSled(sledId), loadInventoryWrites(readFleetRole)])
  return { sled, writes }
}

export type SledPage = Awaited<ReturnType<typeof loadSledPage>>
