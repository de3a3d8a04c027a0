// Inventory: the tabs' pages (sleds, physical disks, sleds the rack sees but
// has not added), a sled with the instances it runs (with their project and
// silo: an operator sees every silo's) and its disks, a physical disk, a rack
// with its sleds and switches, whether this user may change sleds,
// and the two changes, with their confirms: a sled's provision policy, and
// adding a sled. A page waits only for its own resource; what it shows
// besides (a rack's sleds, a disk's sled, the user's role) are sections,
// started by its loader and drawn as they arrive (a sled's use among them).
import { allPages, api, apiSection, composedSection, fetchApi, invalidate, MAX_LIMIT, startSection, type FleetRole, type PhysicalDisk, type Read, type Schema, type Sled } from '~/api'
import { mapSection } from '../shared/section'
import { sledUse, type SledUse } from './capacity.rules'
import type { PageParams } from '../shared/list.machine'
import { writesOf, type Permission } from '../shared/permission.rules'
import type { Section } from '../shared/section'
import { HARDWARE_PATH } from './inventory.rules'

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

export const sledDisksPage =
  (sledId: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/hardware/sleds/{sled_id}/disks', { path: { sled_id: sledId }, query: { limit, pageToken } })

export const fetchSled = (sledId: string) => fetchApi('/v1/system/hardware/sleds/{sled_id}', { path: { sled_id: sledId } })

export const INVENTORY_ADMIN_ONLY = 'Only a fleet admin can change the rack’s sleds'

export type InventoryWrites = { canChange: Permission }

/** Changing a sled's provision policy and adding a sled: fleet admins only (Nexus: "modify" on the sled and the rack). */
export const inventoryWrites = (role: FleetRole | undefined): InventoryWrites => ({
  canChange: role === 'admin' ? { allowed: true } : { allowed: false, reason: INVENTORY_ADMIN_ONLY },
})

/**
 * The inventory's writes as the user's fleet role stands (a section the
 * system pages read once): none is offered until the role is in.
 */
export const inventoryWritesOf = (role: Section<FleetRole | undefined>): InventoryWrites =>
  writesOf(role, inventoryWrites, { canChange: { allowed: false } })

/** What the inventory's write rights follow: the fleet policy, and silos (whose roles map to fleet roles). */
export const INVENTORY_WRITES_READS: Read[] = ['/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']

/**
 * A sled's instances, whole in one request: a sled lists fewer instances than
 * it has hardware threads, far fewer than Nexus's largest page. The sled
 * page's "in use" (a part of the page) sums them.
 */
export const sledInstancesSection = (sledId: string) =>
  apiSection('/v1/system/hardware/sleds/{sled_id}/instances', { path: { sled_id: sledId }, query: { limit: MAX_LIMIT } })

/** How much of the sled its instances hold: '12 of 64 vCPUs', '96 of 1,000 GiB'. */
export const sledUsage = (sled: Sled, instances: Section<{ items: Parameters<typeof sledUse>[1] }>): Section<SledUse> =>
  mapSection(instances, (r) => sledUse(sled, r.items))

/** The sled page's own read: the sled (the user's rights on it are the role's section); how much of it is in use starts with it. */
export async function loadSledPage(sledId: string) {
  startSection(sledInstancesSection(sledId))
  return { sled: await fetchSled(sledId) }
}

export type SledPage = Awaited<ReturnType<typeof loadSledPage>>

// ---- a physical disk's page, a rack's page ----------------------------------

/** The sled a disk sits in, which its page names by serial: a part of the disk's page. */
export const sledSection = (sledId: string) => apiSection('/v1/system/hardware/sleds/{sled_id}', { path: { sled_id: sledId } })

/**
 * A physical disk; the sled it sits in is read once the disk names it, and
 * the page does not wait for it.
 */
export async function loadPhysicalDiskPage(diskId: string) {
  const disk = await fetchApi('/v1/system/hardware/disks/{disk_id}', { path: { disk_id: diskId } })
  if (disk.sledId) startSection(sledSection(disk.sledId))
  return { disk }
}

export type PhysicalDiskPage = Awaited<ReturnType<typeof loadPhysicalDiskPage>>

/** How a disk's form factor reads. */
export const FORM_FACTOR: Record<PhysicalDisk['formFactor'], string> = { u2: 'U.2', m2: 'M.2' }

/**
 * A rack's sleds and switches, parts of its page: Nexus lists neither by
 * rack, so both lists are read whole (a rack holds at most 32 sleds and 2
 * switches; every rack's together stay few pages) and kept by rack id.
 */
export const rackSledsSection = (rackId: string) =>
  composedSection(
    ['rack-sleds', rackId],
    async () => (await allPages((pageToken) => fetchApi('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT, pageToken } }))).filter((s) => s.rackId === rackId),
    HARDWARE_PATH,
  )

export const rackSwitchesSection = (rackId: string) =>
  composedSection(
    ['rack-switches', rackId],
    async () => (await allPages((pageToken) => fetchApi('/v1/system/hardware/switches', { query: { limit: MAX_LIMIT, pageToken } }))).filter((s) => s.rackId === rackId),
    ['/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  )

/** A rack: its own read; its sleds and switches leave with it and fill in as they come. */
export async function loadRackPage(rackId: string) {
  startSection(rackSledsSection(rackId))
  startSection(rackSwitchesSection(rackId))
  return { rack: await fetchApi('/v1/system/hardware/racks/{rack_id}', { path: { rack_id: rackId } }) }
}

export type RackPage = Awaited<ReturnType<typeof loadRackPage>>

/**
 * Whether new instances may be placed on the sled: an in-service sled says
 * so in its provision policy; an expunged one never takes any.
 */
export const provisionPolicy = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : 'non_provisionable'

// ---- writes: a sled's provision policy, adding a sled the rack sees ---------

export type SledProvisionPolicy = Schema<'SledProvisionPolicy'>
export type UninitializedSled = Schema<'UninitializedSled'>

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
