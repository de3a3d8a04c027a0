// Anti-affinity groups and their members (read-only for now).
import { notFound } from '../lib/errors'
import { INSTANCE, isUuid, lookupInProject, lookupProject, requiredQuery, type Kind } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import * as compute from '../serializers/compute'

const GROUP: Kind<'antiAffinityGroup'> = {
  table: 'antiAffinityGroup',
  kind: 'anti-affinity-group',
  label: 'anti-affinity group',
}

export function affinityRoutes(route: Route) {
  route('get', '/v1/anti-affinity-groups', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const groups = ctx.store.where('antiAffinityGroup', (g) => g.projectId === project.id)
    return ok(paginate(ctx.query, groups, compute.antiAffinityGroup))
  })

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) =>
    ok(compute.antiAffinityGroup(lookupInProject(ctx, GROUP, ctx.path.anti_affinity_group, ctx.query.get('project')))),
  )

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members', (ctx) => {
    const group = lookupInProject(ctx, GROUP, ctx.path.anti_affinity_group, ctx.query.get('project'))
    const members = ctx.store.where('instance', (i) => group.instanceIds.includes(i.id))
    return ok(paginate(ctx.query, members, compute.antiAffinityGroupMember))
  })

  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) => {
    const group = lookupInProject(ctx, GROUP, ctx.path.anti_affinity_group, ctx.query.get('project'))
    // The instance is looked up in the group's project, whether named or given by id.
    const value = ctx.path.instance
    const instance = isUuid(value)
      ? lookupInProject(ctx, INSTANCE, value, null)
      : lookupInProject(ctx, INSTANCE, value, group.projectId)
    if (!group.instanceIds.includes(instance.id)) {
      throw notFound('anti-affinity-group-member', isUuid(value) ? { id: value } : { name: value })
    }
    return ok(compute.antiAffinityGroupMember(instance))
  })
}
