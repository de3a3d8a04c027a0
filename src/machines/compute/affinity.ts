// Anti-affinity groups: the pages' reads (the groups list with member counts,
// one group, its members, the instances the add-member form offers), the
// create/edit form's values, rules and calls, delete, and the member calls
// with the rule for who may join. Reads go by id where Nexus takes one
// without a project, so a rename does not pull a group out from under its own
// page. Each mutation invalidates the cached reads it changes.
import { allPages, api, fetchApi, firstPage, invalidate, MAX_LIMIT, PAGE_SIZE, type Instance, type Schema, type Read } from '~/api'
import { nameDescriptionErrors } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage, Page, PageParams } from '../shared/list.machine'
import { disabledReason, instanceCan } from './instance.rules'

export type AntiAffinityGroup = Schema<'AntiAffinityGroup'>
export type AntiAffinityGroupMember = Schema<'AntiAffinityGroupMember'>
export type AffinityPolicy = Schema<'AffinityPolicy'>
export type FailureDomain = Schema<'FailureDomain'>

/** A row of the groups list: the group, and how many members it has when that could be read. */
export type AntiAffinityGroupRow = AntiAffinityGroup & { members?: { count: number; more: boolean } }

// ---- who may join ----------------------------------------------------------------

/** An instance offered to join a group; only a stopped one may. */
export type MemberCandidate = {
  name: string
  runState: Instance['runState']
  disabled: boolean
  disabledReason?: string
}

/** The project's instances that are not members yet, each marked whether it may join now. */
export function memberCandidates(
  instances: readonly Pick<Instance, 'id' | 'name' | 'runState'>[],
  members: readonly AntiAffinityGroupMember[],
): MemberCandidate[] {
  const memberIds = new Set(members.map((m) => m.value.id))
  return instances
    .filter((i) => !memberIds.has(i.id))
    .map((i) => {
      const allowed = instanceCan('addToAffinityGroup', i.runState)
      return {
        name: i.name,
        runState: i.runState,
        disabled: !allowed,
        disabledReason: allowed ? undefined : disabledReason('addToAffinityGroup', i.runState),
      }
    })
}

// ---- reads -------------------------------------------------------------------------

/** Every group read (and write) is under this path. */
export const GROUPS = '/v1/anti-affinity-groups'
/** A group's reads: the list, each group and its members. */
export const GROUP_READS: Read[] = [GROUPS, '/v1/anti-affinity-groups/{anti_affinity_group}', '/v1/anti-affinity-groups/{anti_affinity_group}/members', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}']

export const fetchGroup = ({ project, antiAffinityGroup }: { project: string; antiAffinityGroup: string }) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}', {
    path: { anti_affinity_group: antiAffinityGroup },
    query: { project },
  })

const fetchMembers = (groupId: string, { pageToken, limit }: PageParams) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}/members', {
    path: { anti_affinity_group: groupId },
    query: { limit, pageToken },
  })

/** A group's members, by the group's id. */
export const membersPage =
  (groupId: string): FetchPage<AntiAffinityGroupMember> =>
  (p) =>
    fetchMembers(groupId, p)

/**
 * A page of groups with each group's member count. A group holds at most 32
 * members, so one read of a page of members counts them; a count that fails
 * to load shows as unknown rather than failing the list.
 */
export const groupRowsPage =
  (project: string): FetchPage<AntiAffinityGroupRow> =>
  async ({ pageToken, limit, sortBy, keep }): Promise<Page<AntiAffinityGroupRow>> => {
    const page = await fetchApi(GROUPS, { query: { project, limit, pageToken, sortBy } })
    // A search of every page counts the members of its matches only.
    const items = await Promise.all(
      (keep ? page.items.filter((g) => keep(g)) : page.items).map((g) =>
        fetchMembers(g.id, { limit: PAGE_SIZE }).then(
          (members): AntiAffinityGroupRow => ({ ...g, members: { count: members.items.length, more: !!members.nextPage } }),
          () => g,
        ),
      ),
    )
    return { items, nextPage: page.nextPage }
  }

/**
 * The add-member form's choices: one bounded page of the project's instances
 * (a project may hold thousands; when it was cut, the form takes any name),
 * less the group's members, which are few and read whole.
 */
export const memberCandidatesPage =
  (project: string, groupId: string): FetchPage<MemberCandidate> =>
  async () => {
    const [instances, members] = await Promise.all([
      firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } })),
      allPages((pageToken) => fetchMembers(groupId, { limit: MAX_LIMIT, pageToken })),
    ])
    return { items: memberCandidates(instances.items, members), nextPage: instances.more ? 'more' : undefined }
  }

// ---- the group form ------------------------------------------------------------------

export type AntiAffinityGroupFormValues = {
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: FailureDomain
}

export const antiAffinityGroupInitialValues: AntiAffinityGroupFormValues = {
  name: '',
  description: '',
  policy: 'allow',
  failureDomain: 'sled',
}

/** The policies a group may have, in the order the form offers them. */
export const AFFINITY_POLICIES: readonly AffinityPolicy[] = ['allow', 'fail']
export const FAILURE_DOMAINS: readonly FailureDomain[] = ['sled']

export function validateAntiAffinityGroup(values: AntiAffinityGroupFormValues): FieldErrors<AntiAffinityGroupFormValues> {
  const errors: FieldErrors<AntiAffinityGroupFormValues> = nameDescriptionErrors(values)
  if (!AFFINITY_POLICIES.includes(values.policy)) errors.policy = 'Choose a policy'
  if (!FAILURE_DOMAINS.includes(values.failureDomain)) errors.failureDomain = 'Choose a failure domain'
  return errors
}

// ---- calls -----------------------------------------------------------------------------

// Groups, their members and each instance's list of groups all change together.
async function invalidateGroups(): Promise<void> {
  await Promise.all([
    invalidate('/v1/anti-affinity-groups', '/v1/anti-affinity-groups/{anti_affinity_group}', '/v1/anti-affinity-groups/{anti_affinity_group}/members', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}'),
    invalidate('/v1/instances/{instance}/anti-affinity-groups'),
  ])
}
export async function createAntiAffinityGroup(
  project: string,
  values: AntiAffinityGroupFormValues,
): Promise<AntiAffinityGroup> {
  const group = await api.post('/v1/anti-affinity-groups', { query: { project }, body: values })
  await invalidateGroups()
  return group
}

/**
 * `group` is the name or id of the group being edited. Nexus lets only the
 * name and description change: policy and failure domain are set at creation.
 */
export async function updateAntiAffinityGroup(
  project: string,
  group: string,
  values: Pick<AntiAffinityGroupFormValues, 'name' | 'description'>,
): Promise<AntiAffinityGroup> {
  const updated = await api.put('/v1/anti-affinity-groups/{anti_affinity_group}', {
    path: { anti_affinity_group: group },
    query: { project },
    body: { name: values.name, description: values.description },
  })
  await invalidateGroups()
  return updated
}

export async function deleteAntiAffinityGroup(project: string, group: string): Promise<void> {
  await api.delete('/v1/anti-affinity-groups/{anti_affinity_group}', {
    path: { anti_affinity_group: group },
    query: { project },
  })
  await invalidateGroups()
}

export async function addAntiAffinityGroupMember(
  project: string,
  group: string,
  instance: string,
): Promise<AntiAffinityGroupMember> {
  const member = await api.post('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
    path: { anti_affinity_group: group, instance },
    query: { project },
  })
  await invalidateGroups()
  return member
}

export async function removeAntiAffinityGroupMember(project: string, group: string, instance: string): Promise<void> {
  await api.delete('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
    path: { anti_affinity_group: group, instance },
    query: { project },
  })
  await invalidateGroups()
}

export const antiAffinityGroupFormMachine = createFormMachine<AntiAffinityGroupFormValues, AntiAffinityGroup>()

/** Input for antiAffinityGroupFormMachine: a new group in `project`, or the edit of `group`. */
export function antiAffinityGroupFormInput(
  project: string,
  group?: AntiAffinityGroup,
): FormInput<AntiAffinityGroupFormValues, AntiAffinityGroup> {
  if (!group) {
    return {
      initialValues: antiAffinityGroupInitialValues,
      validate: validateAntiAffinityGroup,
      submit: (values) => createAntiAffinityGroup(project, values),
    }
  }
  return {
    initialValues: {
      name: group.name,
      description: group.description,
      policy: group.policy,
      failureDomain: group.failureDomain,
    },
    validate: validateAntiAffinityGroup,
    submit: (values) => updateAntiAffinityGroup(project, group.name, values),
  }
}

// ---- adding a member ----

export type AddMemberFormValues = { instance: string }

export function validateAddMember(values: AddMemberFormValues): FieldErrors<AddMemberFormValues> {
  return values.instance ? {} : { instance: 'Instance is required' }
}

export const addMemberFormMachine = createFormMachine<AddMemberFormValues, AntiAffinityGroupMember>()

export function addMemberFormInput(project: string, group: string): FormInput<AddMemberFormValues, AntiAffinityGroupMember> {
  return {
    initialValues: { instance: '' },
    validate: validateAddMember,
    submit: (values) => addAntiAffinityGroupMember(project, group, values.instance),
  }
}
