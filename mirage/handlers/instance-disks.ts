// Attaching and detaching a disk, as Nexus's datastore decides
// (instance_attach_disk / instance_detach_disk): repeating a done attach or
// detach succeeds; the disk must be free to attach and the instance stopped
// (or still being created); the boot disk never detaches. The mock's
// attaching/detaching steps are instant.
import { requireProjectWrite } from '../lib/authz'
import { field, nameOrId } from '../lib/body'
import { DISK, diskInstanceId } from '../lib/disks'
import { conflict, invalidRequest } from '../lib/errors'
import { can, hasVmm } from '../lib/instance-state'
import { MAX_DISKS_PER_INSTANCE } from '../lib/instance-params'
import { lookupInProject, scopeFor } from '../lib/lookup'
import { accepted, type Route } from '../lib/route'
import type { Row } from '../store'
import { disk as toDisk } from '../serializers/storage'
import { instanceOf } from './instances'

const mine = (d: Row<'disk'>, instance: Row<'instance'>) => diskInstanceId(d) === instance.id

function attach(disk: Row<'disk'>, instance: Row<'instance'>, attachedCount: number): void {
  const state = disk.state.state
  if ((state === 'attached' || state === 'attaching') && mine(disk, instance)) return
  if (state === 'creating' || state === 'detached') {
    if (hasVmm(instance)) throw invalidRequest('cannot attach disk: instance is not fully stopped')
    if (!can('attachDisk', instance)) throw invalidRequest(`cannot attach disk to instance in ${instance.run_state} state`)
    if (attachedCount >= MAX_DISKS_PER_INSTANCE) {
      throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
    }
    disk.update({ state: { state: 'attached', instance: instance.id }, time_modified: new Date().toISOString() })
    return
  }
  if (state === 'attached' || state === 'attaching' || state === 'detaching') {
    throw invalidRequest(`cannot attach disk "${disk.name}": disk is attached to another instance`)
  }
  throw invalidRequest(`cannot attach disk "${disk.name}": invalid state ${state}`)
}

function detach(disk: Row<'disk'>, instance: Row<'instance'>): void {
  const state = disk.state.state
  if (state === 'detached' || (state === 'detaching' && mine(disk, instance))) return
  if (state === 'attached' && mine(disk, instance)) {
    if (hasVmm(instance)) throw invalidRequest('cannot detach disk: instance is not fully stopped')
    if (!can('detachDisk', instance)) throw invalidRequest(`cannot detach disk from instance in ${instance.run_state} state`)
    if (instance.boot_disk_id === disk.id) throw conflict('boot disk cannot be detached')
    disk.update({ state: { state: 'detached' }, time_modified: new Date().toISOString() })
    return
  }
  if (state === 'attaching' && mine(disk, instance)) {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is currently being attached`)
  }
  if (state === 'attached' || state === 'attaching' || state === 'detaching') {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is attached to another instance`)
  }
  throw invalidRequest(`cannot detach disk "${disk.name}": invalid state ${state}`)
}

export function instanceDiskRoutes(route: Route) {
  route('post', '/v1/instances/{instance}/disks/attach', (ctx) => {
    const selector = nameOrId(field(ctx.json(), 'disk'), 'disk')
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    const disk = lookupInProject(ctx, DISK, selector, scopeFor(selector, instance.projectId))
    const count = ctx.store.where('disk', (d) => mine(d, instance)).length
    attach(disk, instance, count)
    return accepted(toDisk(disk))
  })

  route('post', '/v1/instances/{instance}/disks/detach', (ctx) => {
    const selector = nameOrId(field(ctx.json(), 'disk'), 'disk')
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    const disk = lookupInProject(ctx, DISK, selector, scopeFor(selector, instance.projectId))
    detach(disk, instance)
    return accepted(toDisk(disk))
  })
}
