// Disks, snapshots and images (read-only for now). Images listed without a
// project are the silo's images; with one, that project's.
import { notFound } from '../lib/errors'
import { isUuid, lookupInProject, lookupProject, requiredQuery, type Kind, type LookupCtx } from '../lib/lookup'
import { canReadProject } from '../lib/authz'
import { paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import type { Row } from '../store'
import * as storage from '../serializers/storage'

const DISK: Kind<'disk'> = { table: 'disk', kind: 'disk', label: 'disk' }
const SNAPSHOT: Kind<'snapshot'> = { table: 'snapshot', kind: 'snapshot', label: 'snapshot' }
const IMAGE: Kind<'image'> = { table: 'image', kind: 'image', label: 'image' }

/** An image by id (silo or project image), by name in a project, or by name among the silo's images. */
function lookupImage(ctx: LookupCtx, value: string, project: string | null): Row<'image'> {
  if (project) return lookupInProject(ctx, IMAGE, value, project)
  const { store, actor } = ctx
  const image = store.first('image', (i) =>
    isUuid(value) ? i.id === value : i.name === value && i.projectId === null,
  )
  const owner = image?.projectId ? store.find('project', image.projectId) : undefined
  const visible =
    image && image.siloId === actor.silo.id && (image.projectId === null || (owner && canReadProject(store, actor, owner)))
  if (!image || !visible) throw notFound('image', isUuid(value) ? { id: value } : { name: value })
  return image
}

export function storageRoutes(route: Route) {
  route('get', '/v1/disks', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('disk', (d) => d.projectId === project.id), storage.disk))
  })

  route('get', '/v1/disks/{disk}', (ctx) =>
    ok(storage.disk(lookupInProject(ctx, DISK, ctx.path.disk, ctx.query.get('project')))),
  )

  route('get', '/v1/snapshots', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('snapshot', (s) => s.projectId === project.id), storage.snapshot))
  })

  route('get', '/v1/snapshots/{snapshot}', (ctx) =>
    ok(storage.snapshot(lookupInProject(ctx, SNAPSHOT, ctx.path.snapshot, ctx.query.get('project')))),
  )

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
