// Image writes, after Nexus's Nexus::image_create / image_delete /
// image_promote / image_demote (reads are in ./storage). An image belongs to a
// project (created with `?project=`) or to the silo (no project; silo
// collaborator and up). Promote moves a project image to the silo, demote a
// silo image into a project; the name must be free where it lands, and the
// conflict is worded with Nexus's resource names (project-image, silo-image).
import type { Row } from '../store'
import { requireProjectWrite, requireSilo } from '../lib/authz'
import { field, name, str, tagged, uuid } from '../lib/body'
import { lookupImage, SNAPSHOT } from '../lib/disks'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupInProject, lookupProject, requiredQuery, type LookupCtx } from '../lib/lookup'
import { accepted, created, noContent, type Route } from '../lib/route'
import * as storage from '../serializers/storage'

/** The image whose name `name` would clash with where it is going: a project, or the silo (null). */
function nameTaken(ctx: LookupCtx, projectId: string | null, imageName: string): Row<'image'> | undefined {
  return ctx.store.first(
    'image',
    (i) => i.name === imageName && i.projectId === projectId && i.siloId === ctx.actor.silo.id,
  )
}

function requireNameFree(ctx: LookupCtx, projectId: string | null, imageName: string): void {
  if (nameTaken(ctx, projectId, imageName)) throw alreadyExists(projectId ? 'project-image' : 'silo-image', imageName)
}

/** Changing an image takes collaborator where it lives: its project, or the silo. */
function requireImageWrite(ctx: LookupCtx, image: Row<'image'>): void {
  if (image.projectId) requireProjectWrite(ctx.store, ctx.actor, image.projectId)
  else requireSilo(ctx.store, ctx.actor, 'collaborator')
}

const now = () => new Date().toISOString()

export function imageRoutes(route: Route) {
  route('post', '/v1/images', (ctx) => {
    const body = ctx.json()
    const imageName = name(body)
    const description = str(body, 'description')
    const os = str(body, 'os')
    const version = str(body, 'version')
    const { fields } = tagged(field(body, 'source'), 'source', ['snapshot'] as const)
    const snapshotId = uuid(field(fields, 'id', 'source'), 'source.id')

    const projectSel = ctx.query.get('project')
    const project = projectSel ? lookupProject(ctx, projectSel) : null
    if (project) requireProjectWrite(ctx.store, ctx.actor, project.id)
    else requireSilo(ctx.store, ctx.actor, 'collaborator')

    const snapshot = lookupInProject(ctx, SNAPSHOT, snapshotId, null)
    if (project && snapshot.projectId !== project.id) throw invalidRequest('snapshot does not belong to this project')
    requireNameFree(ctx, project?.id ?? null, imageName)

    const t = now()
    const image = ctx.store.create('image', {
      projectId: project?.id ?? null,
      siloId: ctx.actor.silo.id,
      name: imageName,
      description,
      os,
      version,
      size: snapshot.size,
      // A snapshot has its disk's block size; Nexus keeps it on the snapshot.
      block_size: ctx.store.find('disk', snapshot.disk_id)?.block_size ?? 4096,
      digest: null,
      time_created: t,
      time_modified: t,
    })
    return created(storage.image(image))
  })

  route('delete', '/v1/images/{image}', (ctx) => {
    const image = lookupImage(ctx, ctx.path.image, ctx.query.get('project'))
    requireImageWrite(ctx, image)
    image.destroy()
    return noContent()
  })

  route('post', '/v1/images/{image}/promote', (ctx) => {
    const image = lookupImage(ctx, ctx.path.image, ctx.query.get('project'))
    if (!image.projectId) throw invalidRequest('Cannot promote a silo image')
    requireProjectWrite(ctx.store, ctx.actor, image.projectId)
    requireSilo(ctx.store, ctx.actor, 'collaborator')
    requireNameFree(ctx, null, image.name)
    image.update({ projectId: null, time_modified: now() })
    return accepted(storage.image(image))
  })

  route('post', '/v1/images/{image}/demote', (ctx) => {
    const projectSel = requiredQuery(ctx.query, 'project')
    // The image is named in the silo: `project` says where it goes, not where to look.
    const image = lookupImage(ctx, ctx.path.image, null)
    if (image.projectId) throw invalidRequest('Cannot demote a project image')
    requireSilo(ctx.store, ctx.actor, 'collaborator')
    const project = lookupProject(ctx, projectSel)
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    requireNameFree(ctx, project.id, image.name)
    image.update({ projectId: project.id, time_modified: now() })
    return accepted(storage.image(image))
  })
}
