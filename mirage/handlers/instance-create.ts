// POST /v1/instances: Nexus's instance-create saga, all checks first (the mock
// has no undo), then the writes.
//
// The instance answers 201 in `creating`; with `start` (the default) it then
// goes starting → running, else to stopped, one transition time per step.
import { requireProjectWrite } from '../lib/authz'
import { checkDiskCreate, DISK, insertDisk, type CheckedDisk } from '../lib/disks'
import { alreadyExists, invalidRequest, notFound } from '../lib/errors'
import { allocateAddress, resolvePool } from '../lib/external-ips'
import {
  checkShape,
  MAX_DISKS_PER_INSTANCE,
  MAX_EXTERNAL_IPS_PER_INSTANCE,
  parseInstanceCreate,
  type InstanceCreate,
} from '../lib/instance-params'
import { transition } from '../lib/lifecycle'
import { FLOATING_IP, isUuid, lookupInProject, lookupProject, requiredQuery, scopeFor, type Kind, type LookupCtx } from '../lib/lookup'
import { insertNic, MAX_NICS_PER_INSTANCE, planDefaultNic, planNic, type PlannedNic } from '../lib/nics'
import { created, type Ctx } from '../lib/route'
import type { Row } from '../store'
import * as compute from '../serializers/compute'

const ANTI_AFFINITY_GROUP: Kind<'antiAffinityGroup'> = {
  table: 'antiAffinityGroup',
  kind: 'anti-affinity-group',
  label: 'anti-affinity group',
}

/** Limits Nexus checks before it starts the saga. */
function checkCounts(p: InstanceCreate): void {
  const diskCount = p.disks.length + (p.bootDisk ? 1 : 0)
  if (diskCount > MAX_DISKS_PER_INSTANCE) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
  }
  if (p.externalIps.length > MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw invalidRequest(`An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`)
  }
  if (p.externalIps.filter((x) => x.type === 'ephemeral').length > 1) {
    throw invalidRequest('An instance may not have more than 1 ephemeral IP address')
  }
  if (p.networkInterfaces.type === 'create') {
    const nics = p.networkInterfaces.params
    if (nics.length > MAX_NICS_PER_INSTANCE) {
      throw invalidRequest(`An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
    }
    if (new Set(nics.map((n) => n.vpcName)).size > 1) throw invalidRequest('All interfaces must be in the same VPC')
  }
}

interface DiskPlan {
  creates: CheckedDisk[]
  attaches: Row<'disk'>[]
  /** the boot disk, by name, once the disks exist */
  bootName: string | null
}

function planDisks(ctx: LookupCtx, project: Row<'project'>, p: InstanceCreate): DiskPlan {
  const plan: DiskPlan = { creates: [], attaches: [], bootName: null }
  const names = new Set<string>()
  for (const a of [...(p.bootDisk ? [p.bootDisk] : []), ...p.disks]) {
    if (a.type === 'create') {
      plan.creates.push(checkDiskCreate(ctx, project, a.disk, names))
      names.add(a.disk.name)
      continue
    }
    const disk = lookupInProject(ctx, DISK, a.name, project.id)
    // A disk named twice would be attached by the first mention when the second comes.
    const taken = names.has(disk.name) || ['attached', 'attaching', 'detaching'].includes(disk.state.state)
    if (taken) throw invalidRequest(`cannot attach disk "${disk.name}": disk is attached to another instance`)
    if (!['creating', 'detached'].includes(disk.state.state)) {
      throw invalidRequest(`cannot attach disk "${disk.name}": invalid state ${disk.state.state}`)
    }
    plan.attaches.push(disk)
    names.add(disk.name)
  }
  if (p.bootDisk) plan.bootName = p.bootDisk.type === 'create' ? p.bootDisk.disk.name : p.bootDisk.name
  return plan
}

function planNics(ctx: LookupCtx, project: Row<'project'>, p: InstanceCreate): PlannedNic[] {
  const spec = p.networkInterfaces
  if (spec.type === 'none') return []
  if (spec.type === 'default') return [planDefaultNic(ctx, project)]
  const planned: PlannedNic[] = []
  for (const nic of spec.params) planned.push(planNic(ctx, project, nic, null, planned))
  return planned
}

interface IpPlan {
  ephemeral: { poolId: string; ip: string } | null
  floating: Row<'floatingIp'>[]
}

function planExternalIps(ctx: LookupCtx, project: Row<'project'>, p: InstanceCreate): IpPlan {
  const plan: IpPlan = { ephemeral: null, floating: [] }
  for (const x of p.externalIps) {
    if (x.type === 'ephemeral') {
      const pool = resolvePool(ctx.store, project.siloId, x.pool)
      plan.ephemeral = { poolId: pool.id, ip: allocateAddress(ctx.store, pool) }
      continue
    }
    const fip = lookupInProject(ctx, FLOATING_IP, x.floatingIp, scopeFor(x.floatingIp, project.id))
    if (fip.instanceId || plan.floating.some((f) => f.id === fip.id)) {
      throw invalidRequest('floating IP cannot be attached to one instance while still attached to another')
    }
    plan.floating.push(fip)
  }
  return plan
}

/** The user's keys named (null: all of them), by name or id. */
function pickKeys(ctx: LookupCtx, wanted: string[] | null): string[] {
  const mine = ctx.store.where('sshKey', (k) => k.siloUserId === ctx.actor.user.id)
  if (wanted === null) return mine.map((k) => k.id)
  return wanted.map((w) => {
    const key = mine.find((k) => (isUuid(w) ? k.id === w : k.name === w))
    if (!key) throw notFound('ssh-key', isUuid(w) ? { id: w } : { name: w })
    return key.id
  })
}

export function createInstance(ctx: Ctx<'/v1/instances', 'post'>) {
  const { store } = ctx
  const p = parseInstanceCreate(ctx.json())
  const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
  requireProjectWrite(store, ctx.actor, project.id)
  checkCounts(p)
  checkShape(p.ncpus, p.memory)
  if (store.first('instance', (i) => i.projectId === project.id && i.name === p.name)) {
    throw alreadyExists('instance', p.name)
  }
  const disks = planDisks(ctx, project, p)
  const nics = planNics(ctx, project, p)
  const ips = planExternalIps(ctx, project, p)
  const keyIds = pickKeys(ctx, p.sshPublicKeys)
  const groups = p.antiAffinityGroups.map((g) => lookupInProject(ctx, ANTI_AFFINITY_GROUP, g, scopeFor(g, project.id)))

  // ---- every check has passed: write ----
  const t = new Date().toISOString()
  const instance = store.create('instance', {
    projectId: project.id,
    name: p.name,
    description: p.description,
    hostname: p.hostname,
    ncpus: p.ncpus,
    memory: p.memory,
    run_state: 'creating',
    time_run_state_updated: t,
    auto_restart_enabled: p.autoRestartPolicy !== 'never',
    auto_restart_policy: p.autoRestartPolicy,
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    boot_disk_id: null,
    activeSledId: null,
    sshKeyIds: keyIds,
    time_created: t,
    time_modified: t,
  })
  const attachedState = { state: 'attached' as const, instance: instance.id }
  const made = [
    ...disks.creates.map((d) => insertDisk(store, project, d, attachedState)),
    ...disks.attaches.map((d) => {
      d.update({ state: attachedState, time_modified: t })
      return d
    }),
  ]
  const boot = made.find((d) => d.name === disks.bootName)
  if (boot) instance.update({ boot_disk_id: boot.id })
  nics.forEach((nic, i) => insertNic(store, instance.id, nic, i === 0))
  if (ips.ephemeral) {
    store.create('ephemeralIp', { instanceId: instance.id, ipPoolId: ips.ephemeral.poolId, ip: ips.ephemeral.ip })
  }
  for (const fip of ips.floating) fip.update({ instanceId: instance.id })
  for (const g of groups) g.update({ instanceIds: [...g.instanceIds, instance.id] })

  transition(store, instance, p.start ? ['creating', 'starting', 'running'] : ['creating', 'stopped'])
  return created(compute.instance(instance))
}
