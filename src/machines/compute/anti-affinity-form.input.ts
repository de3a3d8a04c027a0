// Anti-affinity groups (used with the form machine): the create/edit form's
// values, rules and the calls that save it; delete, for the confirm dialog;
// and the member calls with the rule for who may join. Each mutation
// invalidates the cached reads it changes.
import { api, invalidate, type Schema } from '~/api'
import { validateDescription, validateName } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'

// Who may join lives in affinity-members.rules.ts (the pages' reads use it
// without this form); named here too, beside the member calls.
export { memberCandidates, type MemberCandidate } from './affinity-members.rules'

export type AntiAffinityGroup = Schema<'AntiAffinityGroup'>
export type AntiAffinityGroupMember = Schema<'AntiAffinityGroupMember'>
export type AffinityPolicy = Schema<'AffinityPolicy'>
export type FailureDomain = Schema<'FailureDomain'>

/** A row of the groups list: the group, and how many members it has when that could be read. */
export type AntiAffinityGroupRow = AntiAffinityGroup & { members?: { count: number; more: boolean } }

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
  const errors: FieldErrors<AntiAffinityGroupFormValues> = {}
  const name = validateName(values.name)
  const description = validateDescription(values.description)
  if (name) errors.name = name
  if (description) errors.description = description
  if (!AFFINITY_POLICIES.includes(values.policy)) errors.policy = 'Choose a policy'
  if (!FAILURE_DOMAINS.includes(values.failureDomain)) errors.failureDomain = 'Choose a failure domain'
  return errors
}

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
