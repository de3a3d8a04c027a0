// Affinity and anti-affinity groups: the pages' reads (each kind's list with
// member counts, one group, its members, the instances the add-member form
// offers), the create/edit form's values, rules and calls, delete, and the
// member calls with the rule for who may join. Both kinds take the same calls
// under their own paths, so each call is written once per kind in `CALLS` and
// everything else is shared. Reads go by id where Nexus takes one without a
// project, so a rename does not pull a group out from under its own page.
// Each mutation invalidates the cached reads it changes.
import { allPages, api, apiSection, fetchApi, firstPage, invalidate, MAX_LIMIT, PAGE_SIZE, type Instance, type Read, type Schema, type SectionRead } from '~/api'
import { nameDescriptionErrors } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage, Page, PageParams } from '../shared/list.machine'
import { idsOf, partSection } from '../shared/section-reads'
import { GROUP_MAX_MEMBERS, GROUP_READS, INSTANCE_MAX_GROUPS, KIND_NOUN, type GroupKind } from './affinity.rules'
import { disabledReason, instanceCan } from './instance.rules'

export { GROUP_MAX_MEMBERS, GROUP_READS, INSTANCE_MAX_GROUPS }

export type AffinityGroup = Schema<'AffinityGroup'>
export type AntiAffinityGroup = Schema<'AntiAffinityGroup'>
export type AffinityGroupMember = Schema<'AffinityGroupMember'>
export type AntiAffinityGroupMember = Schema<'AntiAffinityGroupMember'>
export type AffinityPolicy = Schema<'AffinityPolicy'>
export type FailureDomain = Schema<'FailureDomain'>

export type { GroupKind }
/** Either kind of group: both have the same fields. */
export type Group = AffinityGroup | AntiAffinityGroup
export type GroupMember = AffinityGroupMember | AntiAffinityGroupMember

/** A row of a groups list: the group, and how many members it has when that could be read. */
export type GroupRow = Group

export { KIND_NOUN }

/** The kinds in the order the pages show them. */
export const GROUP_KINDS: readonly GroupKind[] = ['anti-affinity', 'affinity']

// ---- the calls, per kind -----------------------------------------------------------

type ListQuery = { project: string; limit?: number; pageToken?: string; sortBy?: PageParams['sortBy'] }
type Body = { name: string; description: string; policy: AffinityPolicy; failureDomain: FailureDomain }
type Update = { name: string; description: string }

/** One kind's calls; `group` is a name (with the project) or an id. */
type GroupCalls = {
  list: (query: ListQuery) => Promise<Page<Group>>
  view: (group: string, project?: string) => Promise<Group>
  members: (groupId: string, p: PageParams) => Promise<Page<GroupMember>>
  create: (project: string, body: Body) => Promise<Group>
  update: (project: string, group: string, body: Update) => Promise<Group>
  remove: (project: string, group: string) => Promise<void>
  addMember: (project: string, group: string, instance: string) => Promise<GroupMember>
  removeMember: (project: string, group: string, instance: string) => Promise<void>
}

const CALLS: Record<GroupKind, GroupCalls> = {
  'anti-affinity': {
    list: (query) => fetchApi('/v1/anti-affinity-groups', { query }),
    view: (g, project) => fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}', { path: { anti_affinity_group: g }, query: { project } }),
    members: (id, { limit, pageToken }) =>
      fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}/members', { path: { anti_affinity_group: id }, query: { limit, pageToken } }),
    create: (project, body) => api.post('/v1/anti-affinity-groups', { query: { project }, body }),
    update: (project, g, body) => api.put('/v1/anti-affinity-groups/{anti_affinity_group}', { path: { anti_affinity_group: g }, query: { project }, body }),
    remove: (project, g) => api.delete('/v1/anti-affinity-groups/{anti_affinity_group}', { path: { anti_affinity_group: g }, query: { project } }),
    addMember: (project, g, instance) =>
      api.post('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
        path: { anti_affinity_group: g, instance },
        query: { project },
      }),
    removeMember: (project, g, instance) =>
      api.delete('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
        path: { anti_affinity_group: g, instance },
        query: { project },
      }),
  },
  affinity: {
    list: (query) => fetchApi('/v1/affinity-groups', { query }),
    view: (g, project) => fetchApi('/v1/affinity-groups/{affinity_group}', { path: { affinity_group: g }, query: { project } }),
    members: (id, { limit, pageToken }) =>
      fetchApi('/v1/affinity-groups/{affinity_group}/members', { path: { affinity_group: id }, query: { limit, pageToken } }),
    create: (project, body) => api.post('/v1/affinity-groups', { query: { project }, body }),
    update: (project, g, body) => api.put('/v1/affinity-groups/{affinity_group}', { path: { affinity_group: g }, query: { project }, body }),
    remove: (project, g) => api.delete('/v1/affinity-groups/{affinity_group}', { path: { affinity_group: g }, query: { project } }),
    addMember: (project, g, instance) =>
      api.post('/v1/affinity-groups/{affinity_group}/members/instance/{instance}', {
        path: { affinity_group: g, instance },
        query: { project },
      }),
    removeMember: (project, g, instance) =>
      api.delete('/v1/affinity-groups/{affinity_group}/members/instance/{instance}', {
        path: { affinity_group: g, instance },
        query: { project },
      }),
  },
}

// ---- who may join ----------------------------------------------------------------

/** An instance offered to join a group; only a stopped one may, and only while the group has room. */
export type MemberCandidate = {
  name: string
  runState: Instance['runState']
  disabled: boolean
  disabledReason?: string
}

export const groupFullReason = `The group already has ${GROUP_MAX_MEMBERS} members, the most it may hold`

/** The project's instances that are not members yet, each marked whether it may join now. */
export function memberCandidates(
  instances: readonly Pick<Instance, 'id' | 'name' | 'runState'>[],
  members: readonly GroupMember[],
): MemberCandidate[] {
  const memberIds = new Set(members.map((m) => m.value.id))
  const full = members.length >= GROUP_MAX_MEMBERS
  return instances
    .filter((i) => !memberIds.has(i.id))
    .map((i) => {
      const allowed = instanceCan('addToAffinityGroup', i.runState)
      const reason = full ? groupFullReason : allowed ? undefined : disabledReason('addToAffinityGroup', i.runState)
      return { name: i.name, runState: i.runState, disabled: !!reason, disabledReason: reason }
    })
}

/** Why an instance in `count` groups of a kind may join no more of them, if it may not. */
export const instanceGroupsFullReason = (kind: GroupKind, count: number): string | undefined =>
  count >= INSTANCE_MAX_GROUPS ? `An instance belongs to at most ${INSTANCE_MAX_GROUPS} ${KIND_NOUN[kind]}s` : undefined

// ---- reads -------------------------------------------------------------------------

// GROUP_READS, every group read of both kinds, is in affinity.rules.ts: the list's route refreshes on it.
const INSTANCE_GROUP_READS: Read[] = ['/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/affinity-groups']

export const fetchGroup = (kind: GroupKind, { project, group }: { project: string; group: string }) =>
  CALLS[kind].view(group, project)

/** A group's members, by the group's id. */
export const membersPage =
  (kind: GroupKind, groupId: string): FetchPage<GroupMember> =>
  (p) =>
    CALLS[kind].members(groupId, p)

/** A page of one kind's groups: the rows alone (their member counts are a part of the page). */
export const groupRowsPage =
  (kind: GroupKind, project: string): FetchPage<GroupRow> =>
  async ({ pageToken, limit, sortBy, keep }): Promise<Page<GroupRow>> => {
    const page = await CALLS[kind].list({ project, limit, pageToken, sortBy })
    return { items: keep ? page.items.filter((g) => keep(g)) : page.items, nextPage: page.nextPage }
  }

/** How many members a group has (a page of them counts: a group holds at most 32); `more` past that page. */
export type MemberCount = { count: number; more: boolean }

/**
 * The member counts of the groups on screen, by group id: a part of the
 * page, one read per group (Nexus lists members per group), all at once
 * once the rows are drawn.
 */
export const memberCountsSection = (kind: GroupKind, groups: readonly Pick<Group, 'id'>[]) => {
  const ids = idsOf(groups.map((g) => g.id))
  return partSection(
    ['member-counts', kind, ids],
    async (ask): Promise<ReadonlyMap<string, MemberCount>> => {
      const pages = await Promise.all(
        ids.map((id) =>
          kind === 'affinity'
            ? ask('/v1/affinity-groups/{affinity_group}/members', { path: { affinity_group: id }, query: { limit: PAGE_SIZE } })
            : ask('/v1/anti-affinity-groups/{anti_affinity_group}/members', { path: { anti_affinity_group: id }, query: { limit: PAGE_SIZE } }),
        ),
      )
      return new Map(ids.map((id, i) => [id, { count: pages[i].items.length, more: !!pages[i].nextPage }]))
    },
    GROUP_READS,
  )
}

/**
 * The add-member form's choices: one bounded page of the project's instances
 * (a project may hold thousands; when it was cut, the form takes any name),
 * less the group's members, which are few and read whole.
 */
export const memberCandidatesPage =
  (kind: GroupKind, project: string, groupId: string): FetchPage<MemberCandidate> =>
  async () => {
    const [instances, members] = await Promise.all([
      firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } })),
      allPages((pageToken) => CALLS[kind].members(groupId, { limit: MAX_LIMIT, pageToken })),
    ])
    return { items: memberCandidates(instances.items, members), nextPage: instances.more ? 'more' : undefined }
  }

/**
 * The groups of one kind an instance belongs to: a part of its settings tab.
 * An instance is in at most a few groups: one page holds them.
 */
export const instanceGroupsSection = (kind: GroupKind, project: string, instance: string): SectionRead<{ items: Group[] }> =>
  kind === 'affinity'
    ? apiSection('/v1/instances/{instance}/affinity-groups', { path: { instance }, query: { project, limit: MAX_LIMIT } })
    : apiSection('/v1/instances/{instance}/anti-affinity-groups', { path: { instance }, query: { project, limit: MAX_LIMIT } })

/** The project's groups of one kind (the ones an instance may join): a part of its settings tab; a project's groups fit in one page here. */
export const projectGroupsSection = (kind: GroupKind, project: string): SectionRead<{ items: Group[] }> =>
  kind === 'affinity'
    ? apiSection('/v1/affinity-groups', { query: { project, limit: MAX_LIMIT } })
    : apiSection('/v1/anti-affinity-groups', { query: { project, limit: MAX_LIMIT } })

/** The project's groups the instance is not in: what it may join. */
export function otherGroups(mine: readonly Group[], all: readonly Group[]): Group[] {
  const memberOf = new Set(mine.map((g) => g.id))
  return all.filter((g) => !memberOf.has(g.id))
}

// ---- the group form ------------------------------------------------------------------

export type GroupFormValues = {
  kind: GroupKind
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: FailureDomain
}

export const groupInitialValues = (kind: GroupKind = 'anti-affinity'): GroupFormValues => ({
  kind,
  name: '',
  description: '',
  policy: 'allow',
  failureDomain: 'sled',
})

/** The policies a group may have, in the order the form offers them. */
export const AFFINITY_POLICIES: readonly AffinityPolicy[] = ['allow', 'fail']
export const FAILURE_DOMAINS: readonly FailureDomain[] = ['sled']

export function validateGroup(values: GroupFormValues): FieldErrors<GroupFormValues> {
  const errors: FieldErrors<GroupFormValues> = nameDescriptionErrors(values)
  if (!GROUP_KINDS.includes(values.kind)) errors.kind = 'Choose a kind of group'
  if (!AFFINITY_POLICIES.includes(values.policy)) errors.policy = 'Choose a policy'
  if (!FAILURE_DOMAINS.includes(values.failureDomain)) errors.failureDomain = 'Choose a failure domain'
  return errors
}

// ---- calls -----------------------------------------------------------------------------

// Groups, their members and each instance's lists of groups all change together.
async function invalidateGroups(): Promise<void> {
  await invalidate(...GROUP_READS, ...INSTANCE_GROUP_READS)
}

export async function createGroup(project: string, values: GroupFormValues): Promise<Group> {
  const { kind, name, description, policy, failureDomain } = values
  const group = await CALLS[kind].create(project, { name, description, policy, failureDomain })
  await invalidateGroups()
  return group
}

/**
 * `group` is the name or id of the group being edited. Nexus lets only the
 * name and description change: policy and failure domain are set at creation.
 */
export async function updateGroup(
  kind: GroupKind,
  project: string,
  group: string,
  values: Pick<GroupFormValues, 'name' | 'description'>,
): Promise<Group> {
  const updated = await CALLS[kind].update(project, group, { name: values.name, description: values.description })
  await invalidateGroups()
  return updated
}

/**
 * The delete confirmation's question: deleting a group drops its memberships
 * (the instances stay), so it says how many members leave, when that is known.
 */
export function deleteGroupQuestion(kind: GroupKind, name: string, members?: MemberCount): string {
  const who = !members
    ? 'Its members leave the group'
    : members.count === 0
      ? ''
      : members.count === 1 && !members.more
        ? 'Its one member leaves the group'
        : `Its ${members.count}${members.more ? '+' : ''} members leave the group`
  const leave = who && ` ${who}; the instances themselves are not changed.`
  return `Are you sure you want to delete ${KIND_NOUN[kind]} ${name}?${leave} This cannot be undone.`
}

/** Deleting a group drops its memberships; its instances stay as they are. */
export async function deleteGroup(kind: GroupKind, project: string, group: string): Promise<void> {
  await CALLS[kind].remove(project, group)
  await invalidateGroups()
}

/** Only a stopped instance joins (Nexus refuses one holding a sled, in its own words). */
export async function addGroupMember(kind: GroupKind, project: string, group: string, instance: string): Promise<GroupMember> {
  const member = await CALLS[kind].addMember(project, group, instance)
  await invalidateGroups()
  return member
}

/** A member leaves whatever its state. */
export async function removeGroupMember(kind: GroupKind, project: string, group: string, instance: string): Promise<void> {
  await CALLS[kind].removeMember(project, group, instance)
  await invalidateGroups()
}

export const groupFormMachine = createFormMachine<GroupFormValues, Group>()

/** Input for the group form: a new group in `project` (of `kind` to start with), or the edit of `group`. */
export function groupFormInput(project: string, edit?: { kind: GroupKind; group: Group }, kind?: GroupKind): FormInput<GroupFormValues, Group> {
  if (!edit) {
    return {
      initialValues: groupInitialValues(kind),
      validate: validateGroup,
      submit: (values) => createGroup(project, values),
    }
  }
  const { group } = edit
  return {
    initialValues: {
      kind: edit.kind,
      name: group.name,
      description: group.description,
      policy: group.policy,
      failureDomain: group.failureDomain,
    },
    validate: validateGroup,
    submit: (values) => updateGroup(edit.kind, project, group.name, values),
  }
}

// ---- adding a member ----

export type AddMemberFormValues = { instance: string }

export function validateAddMember(values: AddMemberFormValues): FieldErrors<AddMemberFormValues> {
  return values.instance ? {} : { instance: 'Instance is required' }
}

export const addMemberFormMachine = createFormMachine<AddMemberFormValues, GroupMember>()

export function addMemberFormInput(kind: GroupKind, project: string, group: string): FormInput<AddMemberFormValues, GroupMember> {
  return {
    initialValues: { instance: '' },
    validate: validateAddMember,
    submit: (values) => addGroupMember(kind, project, group, values.instance),
  }
}
