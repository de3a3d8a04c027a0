// Projects and their policies.
//
// Listing needs silo viewer and creating silo collaborator (a user with only a
// project role gets 403 on the list, as in Nexus). A new project gets a
// "default" VPC, as in Nexus, and deleting a project that still has an
// instance, disk, floating IP, image, snapshot, VPC (the default one included)
// or affinity group is refused, checked in Nexus's order.
import { requireProject, requireSilo } from '../lib/authz'
import { name, optName, optStr, str } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupProject } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { parsePolicy, replacePolicy } from '../lib/policy'
import { created, noContent, ok, type Route } from '../lib/route'
import { createVpcWithDefaults } from '../lib/vpc-defaults'
import type { Row, Store } from '../store'
import * as identity from '../serializers/identity'
import { project as toProject } from '../serializers/projects'

const now = () => new Date().toISOString()

/** The first child that blocks deletion, worded as Nexus's ensure_no_*_in_project. */
function blockingChild(store: Store, p: Row<'project'>): string | null {
  const checks: [string, { name: string } | undefined][] = [
    ['an instance', store.first('instance', (r) => r.projectId === p.id)],
    ['a disk', store.first('disk', (r) => r.projectId === p.id)],
    ['a floating ip', store.first('floatingIp', (r) => r.projectId === p.id)],
    ['a project image', store.first('image', (r) => r.projectId === p.id)],
    ['a snapshot', store.first('snapshot', (r) => r.projectId === p.id)],
    ['a vpc', store.first('vpc', (r) => r.projectId === p.id)],
    ['an affinity group', store.first('affinityGroup', (r) => r.projectId === p.id)],
  ]
  const hit = checks.find(([, row]) => row)
  return hit ? `project to be deleted contains ${hit[0]}: ${hit[1]!.name}` : null
}

export function projectRoutes(route: Route) {
  route('get', '/v1/projects', ({ store, actor, query }) => {
    requireSilo(store, actor, 'viewer')
    return ok(paginate(query, store.where('project', (p) => p.siloId === actor.silo.id), toProject))
  })

  route('post', '/v1/projects', ({ store, actor, json }) => {
    const body = json()
    const projectName = name(body)
    const description = str(body, 'description')
    requireSilo(store, actor, 'collaborator')
    if (store.first('project', (p) => p.siloId === actor.silo.id && p.name === projectName)) {
      throw alreadyExists('project', projectName)
    }
    const t = now()
    const project = store.create('project', {
      siloId: actor.silo.id,
      name: projectName,
      description,
      time_created: t,
      time_modified: t,
    })
    createVpcWithDefaults(store, {
      projectId: project.id,
      siloId: actor.silo.id,
      name: 'default',
      description: 'Default VPC',
      stamps: { time_created: t, time_modified: t },
    })
    return created(toProject(project))
  })

  route('get', '/v1/projects/{project}', (ctx) => ok(toProject(lookupProject(ctx, ctx.path.project))))

  route('put', '/v1/projects/{project}', (ctx) => {
    const { store, actor } = ctx
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const project = lookupProject(ctx, ctx.path.project)
    requireProject(store, actor, project, 'admin')
    if (newName && newName !== project.name) {
      if (store.first('project', (p) => p.siloId === project.siloId && p.name === newName)) {
        throw alreadyExists('project', newName)
      }
    }
    project.update({
      name: newName ?? project.name,
      description: description ?? project.description,
      time_modified: now(),
    })
    return ok(toProject(project))
  })

  route('delete', '/v1/projects/{project}', (ctx) => {
    const { store, actor } = ctx
    const project = lookupProject(ctx, ctx.path.project)
    requireProject(store, actor, project, 'admin')
    const blocked = blockingChild(store, project)
    if (blocked) throw invalidRequest(blocked)
    store.where('roleAssignment', (a) => a.resourceType === 'project' && a.resourceId === project.id).forEach((a) => a.destroy())
    project.destroy()
    return noContent()
  })

  route('get', '/v1/projects/{project}/policy', (ctx) => {
    const project = lookupProject(ctx, ctx.path.project)
    return ok(identity.policy(ctx.store, 'project', project.id))
  })

  route('put', '/v1/projects/{project}/policy', (ctx) => {
    const assignments = parsePolicy(ctx.json())
    const project = lookupProject(ctx, ctx.path.project)
    requireProject(ctx.store, ctx.actor, project, 'admin')
    replacePolicy(ctx.store, 'project', project.id, assignments)
    return ok(identity.policy(ctx.store, 'project', project.id))
  })
}
