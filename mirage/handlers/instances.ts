// Instances: list, view, create, update, delete; start, stop and reboot (which
// take time, see lib/lifecycle.ts); and what hangs off an instance that has no
// file of its own: its disks list, SSH keys, groups and serial console history.
//
// Reads need project viewer; everything else collaborator. State rules are
// lib/instance-state.ts; disk attach/detach, external IPs and network
// interfaces have their own files.
import { requireProjectWrite } from '../lib/authz'
import { bootLog } from '../lib/boot-log'
import { DISK, diskInstanceId } from '../lib/disks'
import { badRequest, invalidRequest } from '../lib/errors'
import { can, hasVmm, noSledHasRoom, pickSled, plan, type StateRequest } from '../lib/instance-state'
import { checkShape, parseInstanceUpdate } from '../lib/instance-params'
import { cancelTransition, transition } from '../lib/lifecycle'
import { INSTANCE, lookupInProject, lookupProject, requiredQuery, scopeFor, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { accepted, noContent, ok, type Ctx, type Route } from '../lib/route'
import type { Row, Store } from '../store'
import * as compute from '../serializers/compute'
import { sshKey } from '../serializers/keys'
import { disk as toDisk } from '../serializers/storage'
import { createInstance } from './instance-create'

type AnyCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

/** The instance named in the path, by id or by name in `?project`. */
export const instanceOf = (ctx: AnyCtx): Row<'instance'> =>
  lookupInProject(ctx, INSTANCE, ctx.path.instance, ctx.query.get('project'))

/** Take the instance out of the store with what hangs on it, as Nexus's delete does. */
function deleteInstance(store: Store, instance: Row<'instance'>): void {
  cancelTransition(instance.id)
  const t = new Date().toISOString()
  for (const d of store.where('disk', (d) => diskInstanceId(d) === instance.id)) {
    d.update({ state: { state: 'detached' }, time_modified: t })
  }
  for (const ip of store.where('ephemeralIp', (e) => e.instanceId === instance.id)) ip.destroy()
  for (const f of store.where('floatingIp', (f) => f.instanceId === instance.id)) f.update({ instanceId: null })
  for (const nic of store.where('networkInterface', (n) => n.instanceId === instance.id)) nic.destroy()
  for (const g of store.where('antiAffinityGroup', (g) => g.instanceIds.includes(instance.id))) {
    g.update({ instanceIds: g.instanceIds.filter((id) => id !== instance.id) })
  }
  for (const g of store.where('affinityGroup', (g) => g.instanceIds.includes(instance.id))) {
    g.update({ instanceIds: g.instanceIds.filter((id) => id !== instance.id) })
  }
  instance.destroy()
}

function stateChange<P extends '/v1/instances/{instance}/start' | '/v1/instances/{instance}/stop' | '/v1/instances/{instance}/reboot'>(
  request: StateRequest,
) {
  return (ctx: Ctx<P, 'post'>) => {
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    const path = plan(instance, request)
    // Nexus reserves room on a sled before it answers a start: none, and the start is refused.
    if (request === 'start' && path.length && !instance.activeSledId && !pickSled(ctx.store, instance)) throw noSledHasRoom()
    if (path.length) transition(ctx.store, instance, path)
    return accepted(compute.instance(instance))
  }
}

/** `?from_start` / `?most_recent` / `?max_bytes`: unsigned integers, as Dropshot parses them. */
function byteParam(query: URLSearchParams, key: string): number | null {
  const raw = query.get(key)
  if (raw === null || raw === '') return null
  if (!/^\d+$/.test(raw)) throw badRequest(`unable to parse query string: ${key}: invalid digit found in string`)
  return Number(raw)
}

export function instanceRoutes(route: Route) {
  route('get', '/v1/instances', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const rows = ctx.store.where('instance', (i) => i.projectId === project.id)
    return ok(paginate(ctx.query, rows, compute.instance))
  })

  route('post', '/v1/instances', (ctx) => createInstance(ctx))

  route('get', '/v1/instances/{instance}', (ctx) => ok(compute.instance(instanceOf(ctx))))

  route('put', '/v1/instances/{instance}', (ctx) => {
    const update = parseInstanceUpdate(ctx.json())
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    checkShape(update.ncpus, update.memory)
    const resized = update.ncpus !== instance.ncpus || update.memory !== instance.memory
    if (resized && !can('resize', instance)) throw invalidRequest('instance must be stopped to be resized')

    let bootDiskId: string | null = null
    if (update.bootDisk !== null) {
      bootDiskId = lookupInProject(ctx, DISK, update.bootDisk, scopeFor(update.bootDisk, instance.projectId)).id
    }
    if (bootDiskId !== (instance.boot_disk_id ?? null)) {
      if (!can('updateBootDisk', instance)) throw invalidRequest('instance must be stopped to set its boot disk')
      const disk = bootDiskId ? ctx.store.find('disk', bootDiskId)! : null
      if (disk && !(disk.state.state === 'attached' && diskInstanceId(disk) === instance.id)) {
        throw invalidRequest(`boot disk "${disk.name}" must be attached to the instance`)
      }
    }
    instance.update({
      ncpus: update.ncpus,
      memory: update.memory,
      boot_disk_id: bootDiskId,
      auto_restart_policy: update.autoRestartPolicy,
      // Nexus reports whether the policy (best effort when unset) would restart it.
      auto_restart_enabled: update.autoRestartPolicy !== 'never',
      time_modified: new Date().toISOString(),
    })
    return ok(compute.instance(instance))
  })

  route('delete', '/v1/instances/{instance}', (ctx) => {
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    if (hasVmm(instance)) throw invalidRequest('cannot delete instance: instance is running or has not yet fully stopped')
    if (!can('delete', instance)) throw invalidRequest(`instance cannot be deleted in state "${instance.run_state}"`)
    deleteInstance(ctx.store, instance)
    return noContent()
  })

  route('post', '/v1/instances/{instance}/start', stateChange('start'))
  route('post', '/v1/instances/{instance}/stop', stateChange('stop'))
  route('post', '/v1/instances/{instance}/reboot', stateChange('reboot'))

  route('get', '/v1/instances/{instance}/disks', (ctx) => {
    const instance = instanceOf(ctx)
    const disks = ctx.store.where('disk', (d) => diskInstanceId(d) === instance.id)
    return ok(paginate(ctx.query, disks, toDisk))
  })

  route('get', '/v1/instances/{instance}/ssh-public-keys', (ctx) => {
    const instance = instanceOf(ctx)
    // A key deleted since the instance was created is no longer listed.
    const keys = ctx.store.where('sshKey', (k) => instance.sshKeyIds.includes(k.id))
    return ok(paginate(ctx.query, keys, sshKey))
  })

  route('get', '/v1/instances/{instance}/anti-affinity-groups', (ctx) => {
    const instance = instanceOf(ctx)
    const groups = ctx.store.where('antiAffinityGroup', (g) => g.instanceIds.includes(instance.id))
    return ok(paginate(ctx.query, groups, compute.antiAffinityGroup))
  })

  route('get', '/v1/instances/{instance}/affinity-groups', (ctx) => {
    const instance = instanceOf(ctx)
    const groups = ctx.store.where('affinityGroup', (g) => g.instanceIds.includes(instance.id))
    return ok(paginate(ctx.query, groups, compute.affinityGroup))
  })

  // The serial console's buffer so far. Reading it is interactive access, so
  // it takes what the console stream takes: collaborator.
  route('get', '/v1/instances/{instance}/serial-console', (ctx) => {
    const fromStart = byteParam(ctx.query, 'from_start')
    const mostRecent = byteParam(ctx.query, 'most_recent')
    const maxBytes = byteParam(ctx.query, 'max_bytes')
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    if (!can('serialConsole', instance)) {
      throw invalidRequest(`instance is ${instance.run_state} and has no active serial console server`)
    }
    if ((fromStart === null) === (mostRecent === null)) {
      throw invalidRequest("Exactly one of 'from_start' or 'most_recent' must be specified.")
    }
    const log = bootLog(ctx.store, instance)
    const start = fromStart ?? Math.max(0, log.length - (mostRecent ?? 0))
    const end = Math.min(log.length, maxBytes === null ? log.length : start + maxBytes)
    const data = Array.from(log.subarray(Math.min(start, log.length), end))
    return ok({ data, last_byte_offset: Math.max(start, end) })
  })
}
