// Disks, snapshots and images. Images listed without a project are the silo's
// images; with one, that project's. Disks and snapshots are created and
// deleted here (collaborator); images are read here and written in ./images.
import { requireProjectWrite } from '../lib/authz'
import { name, nameOrId, str, field } from '../lib/body'
import { checkDiskCreate, DISK, insertDisk, lookupImage, parseDiskCreate, SNAPSHOT } from '../lib/disks'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupInProject, lookupProject, requiredQuery, scopeFor } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import * as storage from '../serializers/storage'
// The disk states Nexus deletes from and snapshots are the console's table.
import { diskCan } from '../../src/machines/shared/disk.rules'


export function storageRoutes(route: Route) {
  route('get', '/v1/disks', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('disk', (d) => d.projectId === project.id), storage.disk))
  })

  route('post', '/v1/disks', (ctx) => {
    const params = parseDiskCreate(ctx.json())
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    const disk = insertDisk(ctx.store, project, checkDiskCreate(ctx, project, params))
    return created(storage.disk(disk))
  })

  route('get', '/v1/disks/{disk}', (ctx) =>
    ok(storage.disk(lookupInProject(ctx, DISK, ctx.path.disk, ctx.query.get('project')))),
  )

  route('delete', '/v1/disks/{disk}', (ctx) => {
    const disk = lookupInProject(ctx, DISK, ctx.path.disk, ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, disk.projectId)
    if (!diskCan('delete', disk.state)) throw invalidRequest(`disk cannot be deleted in state "${disk.state.state}"`)
    disk.destroy()
    return noContent()
  })

  route('get', '/v1/snapshots', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('snapshot', (s) => s.projectId === project.id), storage.snapshot))
  })

  route('post', '/v1/snapshots', (ctx) => {
    const body = ctx.json()
    const snapshotName = name(body)
    const description = str(body, 'description')
    const diskSel = nameOrId(field(body, 'disk'), 'disk')
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    const disk = lookupInProject(ctx, DISK, diskSel, scopeFor(diskSel, project.id))
    if (ctx.store.first('snapshot', (s) => s.projectId === project.id && s.name === snapshotName)) {
      throw alreadyExists('snapshot', snapshotName)
    }
    if (!diskCan('snapshot', disk.state)) {
      throw invalidRequest(`disk "${disk.name}" cannot be snapshotted in state "${disk.state.state}"`)
    }
    const t = new Date().toISOString()
    // Nexus answers once the snapshot saga is done, so the snapshot is ready.
    const snapshot = ctx.store.create('snapshot', {
      projectId: project.id,
      name: snapshotName,
      description,
      disk_id: disk.id,
      size: disk.size,
      state: 'ready',
      time_created: t,
      time_modified: t,
    })
    return created(storage.snapshot(snapshot))
  })

  route('get', '/v1/snapshots/{snapshot}', (ctx) =>
    ok(storage.snapshot(lookupInProject(ctx, SNAPSHOT, ctx.path.snapshot, ctx.query.get('project')))),
  )

  route('delete', '/v1/snapshots/{snapshot}', (ctx) => {
    const snapshot = lookupInProject(ctx, SNAPSHOT, ctx.path.snapshot, ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, snapshot.projectId)
    snapshot.destroy()
    return noContent()
  })

  route('get', '/v1/images', (ctx) => {
    const projectSel = ctx.query.get('project')
    const project = projectSel ? lookupProject(ctx, projectSel) : null
    const images = project
      ? ctx.store.where('image', (i) => i.projectId === project.id)
      : ctx.store.where('image', (i) => i.projectId === null && i.siloId === ctx.actor.silo.id)
    return ok(paginate(ctx.query, images, storage.image))
  })

  route('get', '/v1/images/{image}', (ctx) =>
    ok(storage.image(lookupImage(ctx, ctx.path.image, ctx.query.get('project')))),
  )
}
