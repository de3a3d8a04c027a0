// Affinity and anti-affinity groups and their members. Both kinds take the
// same calls with the same rules, each in its own words: names are unique per
// project and kind; a group holds at most 32 members and an instance belongs
// to at most 16 groups of each kind; an instance joins only while it has no
// VMM (stopped, failed or still being created), since Nexus refuses one with
// a sled reservation; deleting a group drops its memberships (the instances
// stay); a member leaves whatever its state.
import { GROUP_MAX_MEMBERS, INSTANCE_MAX_GROUPS } from '../../src/machines/compute/affinity.rules'
import { requireProjectWrite } from '../lib/authz'
import { field, name, optName, optStr, str, variant } from '../lib/body'
import { alreadyExists, invalidRequest, notFound } from '../lib/errors'
import { hasVmm } from '../lib/instance-state'
import { INSTANCE, isUuid, lookupInProject, lookupProject, requiredQuery, type Kind, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Row } from '../store'
import * as compute from '../serializers/compute'

type GroupTable = 'antiAffinityGroup' | 'affinityGroup'
type GroupRow = Row<'antiAffinityGroup'> | Row<'affinityGroup'>

/** One kind of group: its table, its path parameter and Nexus's words for it. */
type GroupKind<N extends GroupTable> = Kind<N> & {
  param: 'anti_affinity_group' | 'affinity_group'
  /** The kind in a sentence: 'anti-affinity group'. */
  words: string
  member: string
}

const ANTI: GroupKind<'antiAffinityGroup'> = {
  table: 'antiAffinityGroup',
  kind: 'anti-affinity-group',
  label: 'anti_affinity_group',
  param: 'anti_affinity_group',
  words: 'anti-affinity group',
  member: 'anti-affinity-group-member',
}

const AFFINITY: GroupKind<'affinityGroup'> = {
  table: 'affinityGroup',
  kind: 'affinity-group',
  label: 'affinity_group',
  param: 'affinity_group',
  words: 'affinity group',
  member: 'affinity-group-member',
}

type GroupCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function groupOf<N extends GroupTable>(ctx: GroupCtx, kind: GroupKind<N>): Row<N> {
  const value = ctx.path[kind.param]
  const project = ctx.query.get('project')
  // The selector's refusals, worded as Nexus words them for groups.
  if (isUuid(value) && project) throw invalidRequest(`when providing ${kind.label} as an ID, project should not be specified`)
  return lookupInProject(ctx, kind, value, project)
}

/** The groups of this kind in a project. */
function groupsIn(ctx: LookupCtx, kind: GroupKind<GroupTable>, projectId: string): GroupRow[] {
  return kind.table === 'antiAffinityGroup'
    ? ctx.store.where('antiAffinityGroup', (g) => g.projectId === projectId)
    : ctx.store.where('affinityGroup', (g) => g.projectId === projectId)
}

/** The groups of this kind an instance belongs to. */
function groupsOfInstance(ctx: LookupCtx, kind: GroupKind<GroupTable>, instanceId: string): GroupRow[] {
  return kind.table === 'antiAffinityGroup'
    ? ctx.store.where('antiAffinityGroup', (g) => g.instanceIds.includes(instanceId))
    : ctx.store.where('affinityGroup', (g) => g.instanceIds.includes(instanceId))
}

/** The instance in a member path: looked up in the group's project, whether named or given by id. */
function memberInstance(ctx: GroupCtx, group: { projectId: string }): Row<'instance'> {
  const value = ctx.path.instance
  return isUuid(value) ? lookupInProject(ctx, INSTANCE, value, null) : lookupInProject(ctx, INSTANCE, value, group.projectId)
}

const POLICIES = ['allow', 'fail'] as const
const FAILURE_DOMAINS = ['sled'] as const

/** A new group's fields, checked in the order Nexus parses the body. */
function createBody(body: Record<string, unknown>) {
  return {
    name: name(body),
    description: str(body, 'description'),
    policy: variant(field(body, 'policy'), 'policy', POLICIES),
    failure_domain: variant(field(body, 'failure_domain'), 'failure_domain', FAILURE_DOMAINS),
  }
}

function create(ctx: GroupCtx & { json(): Record<string, unknown> }, kind: GroupKind<GroupTable>) {
  const values = createBody(ctx.json())
  const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
  requireProjectWrite(ctx.store, ctx.actor, project.id)
  if (groupsIn(ctx, kind, project.id).some((g) => g.name === values.name)) throw alreadyExists(kind.kind, values.name)
  const t = new Date().toISOString()
  const attrs = { ...values, projectId: project.id, instanceIds: [], time_created: t, time_modified: t }
  return kind.table === 'antiAffinityGroup'
    ? compute.antiAffinityGroup(ctx.store.create('antiAffinityGroup', attrs))
    : compute.affinityGroup(ctx.store.create('affinityGroup', attrs))
}

/** Only the name and description change; a taken name is refused. */
function update(ctx: GroupCtx & { json(): Record<string, unknown> }, kind: GroupKind<GroupTable>, group: GroupRow): void {
  const body = ctx.json()
  const newName = optName(body)
  const description = optStr(body, 'description')
  requireProjectWrite(ctx.store, ctx.actor, group.projectId)
  if (newName && newName !== group.name && groupsIn(ctx, kind, group.projectId).some((g) => g.name === newName)) {
    throw alreadyExists(kind.kind, newName)
  }
  group.update({ name: newName ?? group.name, description: description ?? group.description, time_modified: new Date().toISOString() })
}

function remove(ctx: GroupCtx, group: GroupRow): void {
  requireProjectWrite(ctx.store, ctx.actor, group.projectId)
  // Its memberships go with it; the instances stay.
  group.update({ instanceIds: [] })
  group.destroy()
}

const members = (ctx: LookupCtx, group: GroupRow) => ctx.store.where('instance', (i) => group.instanceIds.includes(i.id))

function member(ctx: GroupCtx, kind: GroupKind<GroupTable>, group: GroupRow): Row<'instance'> {
  const instance = memberInstance(ctx, group)
  if (!group.instanceIds.includes(instance.id)) {
    const value = ctx.path.instance
    throw notFound(kind.member, isUuid(value) ? { id: value } : { name: value })
  }
  return instance
}

/** Nexus's checks, in its order: the group's room, the instance's groups, its reservation, then a repeat. */
function addMember(ctx: GroupCtx, kind: GroupKind<GroupTable>, group: GroupRow): Row<'instance'> {
  const instance = memberInstance(ctx, group)
  requireProjectWrite(ctx.store, ctx.actor, group.projectId)
  if (group.instanceIds.length >= GROUP_MAX_MEMBERS) {
    throw invalidRequest(`${capitalized(kind.words)} already has maximum allowed members (${GROUP_MAX_MEMBERS})`)
  }
  if (groupsOfInstance(ctx, kind, instance.id).length >= INSTANCE_MAX_GROUPS) {
    throw invalidRequest(`Instance already belongs to maximum allowed ${kind.words}s (${INSTANCE_MAX_GROUPS})`)
  }
  if (hasVmm(instance)) throw invalidRequest(`Instance cannot be added to ${kind.words} with reservation`)
  if (group.instanceIds.includes(instance.id)) throw alreadyExists(kind.member, instance.id)
  group.update({ instanceIds: [...group.instanceIds, instance.id] })
  return instance
}

function removeMember(ctx: GroupCtx, kind: GroupKind<GroupTable>, group: GroupRow): void {
  const instance = memberInstance(ctx, group)
  requireProjectWrite(ctx.store, ctx.actor, group.projectId)
  if (!group.instanceIds.includes(instance.id)) throw notFound(kind.member, { id: instance.id })
  group.update({ instanceIds: group.instanceIds.filter((id) => id !== instance.id) })
}

export function affinityRoutes(route: Route) {
  // ---- anti-affinity groups ------------------------------------------------------

  route('get', '/v1/anti-affinity-groups', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const groups = ctx.store.where('antiAffinityGroup', (g) => g.projectId === project.id)
    return ok(paginate(ctx.query, groups, compute.antiAffinityGroup))
  })
  route('post', '/v1/anti-affinity-groups', (ctx) => created(create(ctx, ANTI)))
  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => ok(compute.antiAffinityGroup(groupOf(ctx, ANTI))))
  route('put', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => {
    const group = groupOf(ctx, ANTI)
    update(ctx, ANTI, group)
    return ok(compute.antiAffinityGroup(group))
  })
  route('delete', '/v1/anti-affinity-groups/{anti_affinity_group}', (ctx) => {
    remove(ctx, groupOf(ctx, ANTI))
    return noContent()
  })
  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members', (ctx) =>
    ok(paginate(ctx.query, members(ctx, groupOf(ctx, ANTI)), compute.antiAffinityGroupMember)),
  )
  route('get', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) =>
    ok(compute.antiAffinityGroupMember(member(ctx, ANTI, groupOf(ctx, ANTI)))),
  )
  route('post', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) =>
    created(compute.antiAffinityGroupMember(addMember(ctx, ANTI, groupOf(ctx, ANTI)))),
  )
  route('delete', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', (ctx) => {
    removeMember(ctx, ANTI, groupOf(ctx, ANTI))
    return noContent()
  })

  // ---- affinity groups -----------------------------------------------------------

  route('get', '/v1/affinity-groups', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const groups = ctx.store.where('affinityGroup', (g) => g.projectId === project.id)
    return ok(paginate(ctx.query, groups, compute.affinityGroup))
  })
  route('post', '/v1/affinity-groups', (ctx) => created(create(ctx, AFFINITY)))
  route('get', '/v1/affinity-groups/{affinity_group}', (ctx) => ok(compute.affinityGroup(groupOf(ctx, AFFINITY))))
  route('put', '/v1/affinity-groups/{affinity_group}', (ctx) => {
    const group = groupOf(ctx, AFFINITY)
    update(ctx, AFFINITY, group)
    return ok(compute.affinityGroup(group))
  })
  route('delete', '/v1/affinity-groups/{affinity_group}', (ctx) => {
    remove(ctx, groupOf(ctx, AFFINITY))
    return noContent()
  })
  route('get', '/v1/affinity-groups/{affinity_group}/members', (ctx) =>
    ok(paginate(ctx.query, members(ctx, groupOf(ctx, AFFINITY)), compute.affinityGroupMember)),
  )
  route('get', '/v1/affinity-groups/{affinity_group}/members/instance/{instance}', (ctx) =>
    ok(compute.affinityGroupMember(member(ctx, AFFINITY, groupOf(ctx, AFFINITY)))),
  )
  route('post', '/v1/affinity-groups/{affinity_group}/members/instance/{instance}', (ctx) =>
    created(compute.affinityGroupMember(addMember(ctx, AFFINITY, groupOf(ctx, AFFINITY)))),
  )
  route('delete', '/v1/affinity-groups/{affinity_group}/members/instance/{instance}', (ctx) => {
    removeMember(ctx, AFFINITY, groupOf(ctx, AFFINITY))
    return noContent()
  })
}
