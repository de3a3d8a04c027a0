// The two side-modal forms of an access page (used with the form machine):
// "Add user or group" (pick an identity with no role here, and a role) and
// "Change role" (one assignment). Both save by a read-modify-write of the
// policy, so they can never leave an identity with two roles.
import { messages } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'
import { readDirectory, type Directory } from './access-rows.input'
import { OWN_LAST_ADMIN_WARNING } from './own-admin.rules'
import { assignRole, readPolicy, type AccessScope, type Policy } from './policy.input'
import { IDENTITY_TYPE_LABELS, isRole, sortIdentities, type NamedIdentity, type RoleName } from './roles.rules'

/** The picker offers every silo user and group with no assignment here; users first, then by name. */
export function pickerChoices(directory: Directory, policy: Policy): NamedIdentity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  const all: NamedIdentity[] = [
    ...directory.users.map((u) => ({ id: u.id, identityType: 'silo_user' as const, name: u.displayName })),
    ...directory.groups.map((g) => ({ id: g.id, identityType: 'silo_group' as const, name: g.displayName })),
  ]
  return sortIdentities(all.filter((i) => !assigned.has(i.id)))
}

/** How a choice reads in the picker: 'web-devs (group)'. */
export const choiceLabel = (i: NamedIdentity) => `${i.name} (${IDENTITY_TYPE_LABELS[i.identityType]})`

/** The picker's choices, read when the modal opens (one list, not paged). */
export const pickerChoicesPage =
  (scope: AccessScope): FetchPage<NamedIdentity> =>
  async () => {
    const [directory, policy] = await Promise.all([readDirectory(scope), readPolicy(scope)])
    return { items: pickerChoices(directory, policy), nextPage: null }
  }

export const IDENTITY_LABEL = 'User or group'
export const ROLE_LABEL = 'Role'

/** New assignments start at the least a role can give. */
export const DEFAULT_ROLE: RoleName = 'viewer'

export type AddRoleValues = { identityId: string; role: RoleName }
export type ChangeRoleValues = { role: RoleName }

export function validateAddRole(values: AddRoleValues): FieldErrors<AddRoleValues> {
  const errors: FieldErrors<AddRoleValues> = {}
  if (!values.identityId) errors.identityId = messages.required(IDENTITY_LABEL)
  if (!isRole(values.role)) errors.role = messages.required(ROLE_LABEL)
  return errors
}

export function validateChangeRole(values: ChangeRoleValues): FieldErrors<ChangeRoleValues> {
  return isRole(values.role) ? {} : { role: messages.required(ROLE_LABEL) }
}

/** What a saved role form answers: who got which role (for the toast), and the policy now held. */
export type RoleSaved = { identity: NamedIdentity; role: RoleName; policy: Policy }

/** The identity a picked id names, with its type (the policy needs both). */
export function resolveIdentity(directory: Directory, id: string): NamedIdentity | undefined {
  const user = directory.users.find((u) => u.id === id)
  if (user) return { id, identityType: 'silo_user', name: user.displayName }
  const group = directory.groups.find((g) => g.id === id)
  return group && { id, identityType: 'silo_group', name: group.displayName }
}

export const NO_LONGER_IN_SILO = 'That user or group is no longer in the silo'

/**
 * Input for the form machine: give a picked user or group a role here. One
 * that has gained a role meanwhile simply gets the new one, as the
 * policy is read fresh.
 */
export function addRoleFormInput(scope: AccessScope): FormInput<AddRoleValues, RoleSaved> {
  return {
    initialValues: { identityId: '', role: DEFAULT_ROLE },
    validate: validateAddRole,
    submit: async ({ identityId, role }) => {
      const identity = resolveIdentity(await readDirectory(scope), identityId)
      if (!identity) throw new Error(NO_LONGER_IN_SILO)
      return { identity, role, policy: await assignRole(scope, identity, role) }
    },
  }
}

/** The toast once a role form saved. */
export const roleSavedMessage = ({ identity, role }: Pick<RoleSaved, 'identity' | 'role'>) =>
  `${identity.name} now has the ${role} role`

/** Input for the form machine: change the role of an identity that has one here. */
export function changeRoleFormInput(
  scope: AccessScope,
  identity: NamedIdentity,
  current: RoleName,
): FormInput<ChangeRoleValues, RoleSaved> {
  return {
    initialValues: { role: current },
    validate: validateChangeRole,
    submit: async ({ role }) => ({ identity, role, policy: await assignRole(scope, identity, role) }),
  }
}

/** The remove confirm's question; it warns when the role is the user's own last admin role here. */
export function removeRoleQuestion(row: { name: string; role?: RoleName }, target: string, ownLastAdmin: boolean): string {
  const question = `Remove ${row.role ? `the ${row.role} role` : 'the role'} of ${row.name} on ${target}?`
  return ownLastAdmin ? `${question} ${OWN_LAST_ADMIN_WARNING}` : question
}
