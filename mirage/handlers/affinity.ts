// Anti-affinity groups and their members (read and write), and affinity
// groups (read-only). An instance joins a group only while it has no VMM
// (stopped, failed or still being created): Nexus refuses one with a sled
// reservation.
import { requireProjectWrite } from '../lib/authz'
import { field, name, optName, optStr, str, variant } from '../lib/body'
import { alreadyExists, invalidRequest, notFound } from '../lib/errors'
import { hasVmm } from '../lib/instance-state'
import { INSTANCE, isUuid, lookupInProject, lookupProject, requiredQuery, type Kind, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Row } from '../store'
import * as compute from '../serializers/compute'

const GROUP: Kind<'antiAffinityGroup'> = {
  table: 'antiAffinityGroup',
  kind: 'anti-affinity-group',
  label: 'anti-affinity group',
}

const AFFINITY_GROUP: Kind<'affinityGroup'> = { table: 'affinityGroup', kind: 'affinity-group', label: 'affinity group' }

type GroupCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const groupOf = (ctx: GroupCtx) => lookupInProject(ctx, GROUP, ctx.path.anti_affinity_group, ctx.query.get('project'))
const affinityGroupOf = (ctx: GroupCtx) =>
  lookupInProject(ctx, AFFINITY_GROUP, ctx.path.affinity_group, ctx.query.get('project'))

/** The instance in a member path: looked up in the group's project, whether named or given by id. */
function memberInstance(ctx: GroupCtx, group: { projectId: string }): Row<'instance'> {
  const value = ctx.path.instance
  return isUuid(value) ? lookupInProject(ctx, INSTANCE, value, null) : lookupInProject(ctx, INSTANCE, value, group.projectId)
}

function memberNotFound(value: string): never {
  throw notFound('anti-affinity-group-member', isUuid(value) ? { id: value } : { name: value })
}

const POLICIES = ['allow', 'fail'] as const
const FAILURE_DOMAINS = ['sled'] as const

export function affinityRoutes(route: Route) {
  route('get', '/v1/anti-affinity-groups', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const groups = ctx.store.where('antiAffinityGroup', (g) => g.projectId === project.id)
    return ok(paginate(ctx.query, groups, compute.antiAffinityGroup))
  })

  route('post', '/v1/anti-affinity-groups', (ctx) => {
    const body = ctx.json()
    const groupName = name(body)
    const description = str(body, 'description')
    const policy = variant(field(body, 'policy'), 'policy', POLICIES)
    const failureDomain = variant(field(body, 'failure_domain'), 'failure_domain', FAILURE_DOMAINS)
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    if (ctx.store.first('antiAffinityGroup', (g) => g.projectId === project.id && g.name === groupName)) {
      throw alreadyExists('anti-affinity-group', groupName)
    }
    const t = new Date().toISOString()
    const group = ctx.store.create('antiAffinityGroup', {
      projectId: project.id,
      name: groupName,
      description,
      policy,
      failure_domain: failureDomain,
      instanceIds: [],
      time_created: t,
      time_modified: t,
    })
    return created(compute.antiAffinityGroup(group))
  })

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => ok(compute.antiAffinityGroup(groupOf(ctx))))

  route('put', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const group = groupOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, group.projectId)
    if (
      newName &&
      newName !== group.name &&
      ctx.store.first('antiAffinityGroup', (g) => g.projectId === group.projectId && g.name === newName)
    ) {
      throw alreadyExists('anti-affinity-group', newName)
    }
    group.update({ name: newName ?? group.name, description: description ?? group.description, time_modified: new Date().toISOString() })
    return ok(compute.antiAffinityGroup(group))
  })

  route('delete', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => {
    const group = groupOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, group.projectId)
    // Its memberships go with it.
    group.update({ instanceIds: [] })
    group.destroy()
    return noContent()
  })

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members', (ctx) => {
    const group = groupOf(ctx)
    const members = ctx.store.where('instance', (i) => group.instanceIds.includes(i.id))
    return ok(paginate(ctx.query, members, compute.antiAffinityGroupMember))
  })

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) => {
    const group = groupOf(ctx)
    const instance = memberInstance(ctx, group)
    if (!group.instanceIds.includes(instance.id)) memberNotFound(ctx.path.instance)
    return ok(compute.antiAffinityGroupMember(instance))
  })

  route('post', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) => {
    const group = groupOf(ctx)
    const instance = memberInstance(ctx, group)
    requireProjectWrite(ctx.store, ctx.actor, group.projectId)
    if (hasVmm(instance)) throw invalidRequest('Instance cannot be added to anti-affinity group with reservation')
    if (group.instanceIds.includes(instance.id)) throw alreadyExists('anti-affinity-group-member', instance.id)
    group.update({ instanceIds: [...group.instanceIds, instance.id] })
    return created(compute.antiAffinityGroupMember(instance))
  })

  route('delete', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) => {
    const group = groupOf(ctx)
    const instance = memberInstance(ctx, group)
    requireProjectWrite(ctx.store, ctx.actor, group.projectId)
    if (!group.instanceIds.includes(instance.id)) throw notFound('anti-affinity-group-member', { id: instance.id })
    group.update({ instanceIds: group.instanceIds.filter((id) => id !== instance.id) })
    return noContent()
  })

  // ---- affinity groups: read-only ----------------------------------------------

  route('get', '/v1/affinity-groups', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const groups = ctx.store.where('affinityGroup', (g) => g.projectId === project.id)
    return ok(paginate(ctx.query, groups, compute.affinityGroup))
  })

  route('get', '/v1/affinity-groups/{affinity_group}', (ctx) => ok(compute.affinityGroup(affinityGroupOf(ctx))))

  route('get', '/v1/affinity-groups/{affinity_group}/members', (ctx) => {
    const group = affinityGroupOf(ctx)
    const members = ctx.store.where('instance', (i) => group.instanceIds.includes(i.id))
    return ok(paginate(ctx.query, members, compute.affinityGroupMember))
  })

  route('get', '/v1/affinity-groups/{affinity_group}/members/instance/{instance}', (ctx) => {
    const group = affinityGroupOf(ctx)
    const instance = memberInstance(ctx, group)
    if (!group.instanceIds.includes(instance.id)) {
      const value = ctx.path.instance
      throw notFound('affinity-group-member', isUuid(value) ? { id: value } : { name: value })
    }
    return ok(compute.affinityGroupMember(instance))
  })
}

