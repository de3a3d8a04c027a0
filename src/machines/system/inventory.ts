// Inventory: the tabs' pages (sleds, physical disks, sleds the rack sees but
// has not added), a sled and the instances it runs (with their project and
// silo: an operator sees every silo's), whether this user may change sleds,
// and the two changes, with their confirms: a sled's provision policy, and
// adding a sled.
import { api, fetchApi, invalidate, type FleetRole, type Read, type Schema, type Sled } from '~/api'
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

/**
 * Whether new instances may be placed on the sled: an in-service sled says
 * so in its provision policy; an expunged one never takes any.
 */
export const provisionPolicy = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : 'non_provisionable'

// ---- writes: a sled's provision policy, adding a sled the rack sees ---------

export type SledProvisionPolicy = Schema<'SledProvisionPolicy'>
export type UninitializedSled = Schema<'UninitializedSled'>

/** What a sled's change (its provision policy, a sled added) shows in. */
export const HARDWARE_PATH: Read[] = [
  '/v1/system/hardware/disks',
  '/v1/system/hardware/racks',
  '/v1/system/hardware/sleds',
  '/v1/system/hardware/sleds/{sled_id}',
  '/v1/system/hardware/sleds/{sled_id}/instances',
  '/v1/system/hardware/sleds-uninitialized',
]

export const EXPUNGED_SLED = 'An expunged sled never takes new instances'

/** The policy a sled would be switched to, and whether this user may switch it now. */
export function provisionPolicyChange(sled: Pick<Sled, 'policy'>, writes: InventoryWrites) {
  const to: SledProvisionPolicy = provisionPolicy(sled) === 'provisionable' ? 'non_provisionable' : 'provisionable'
  const allowed: Permission =
    sled.policy.kind === 'expunged' ? { allowed: false, reason: EXPUNGED_SLED } : writes.canChange
  return { to, allowed }
}

/** What each policy means for the sled, in one sentence (the confirm says it). */
export const PROVISION_POLICY_MEANING: Record<SledProvisionPolicy, string> = {
  provisionable: 'New instances and disks may be placed on this sled.',
  non_provisionable:
    'No new instances or disks will be placed on this sled; what already runs on it stays there until moved.',
}

/** As the sleds table's badge reads it. */
export const provisionPolicyLabel = (p: SledProvisionPolicy) => p.replace(/_/g, ' ')

/** The confirm for switching a sled's provision policy: what the new policy means, for which sled. */
export function provisionPolicyQuestion(sled: Pick<Sled, 'baseboard'>, to: SledProvisionPolicy) {
  return {
    title: to === 'provisionable' ? 'Mark sled provisionable' : 'Mark sled non provisionable',
    message: `Mark sled ${sled.baseboard.serial} ${provisionPolicyLabel(to)}? ${PROVISION_POLICY_MEANING[to]}`,
    confirmLabel: `Mark ${provisionPolicyLabel(to)}`,
    success: `Sled ${sled.baseboard.serial} marked ${provisionPolicyLabel(to)}`,
  }
}

/** The confirm for adding a sled the rack sees. */
export function addSledQuestion(sled: UninitializedSled) {
  const { serial, part } = sled.baseboard
  return {
    title: 'Add sled to rack',
    message: `Add sled ${serial} (part ${part}, cubby ${sled.cubby}) to the rack? The control plane takes it into service: it becomes one of the rack’s sleds, and new instances may be placed on it.`,
    confirmLabel: 'Add to rack',
    success: `Sled ${serial} added to the rack`,
  }
}

export async function setProvisionPolicy(sledId: string, state: SledProvisionPolicy) {
  const res = await api.put('/v1/system/hardware/sleds/{sled_id}/provision-policy', {
    path: { sled_id: sledId },
    body: { state },
  })
  // The sleds list and the sled's page show it.
  await invalidate(...HARDWARE_PATH)
  return res
}

/** Adds a sled the rack sees; it leaves the uninitialized list and joins the sleds. */
export async function addSled(sled: Pick<UninitializedSled, 'baseboard'>) {
  const res = await api.post('/v1/system/hardware/sleds', {
    body: { part: sled.baseboard.part, serial: sled.baseboard.serial },
  })
  await invalidate(...HARDWARE_PATH)
  return res
}
