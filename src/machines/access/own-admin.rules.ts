// Whether a change would take away the signed-in user's own last admin role
// here: after it, they could no longer undo it. The access page then asks with
// a warning (removing) or shows one (changing the role).
import { readSiloPolicyIfAllowed } from './access-rows.input'
import { readPolicy, type AccessScope, type Policy } from './policy.input'
import { strongestRole, type RoleName } from './roles.rules'

/** The signed-in user: their id and the ids of the groups they are in. */
export type Me = { id: string; groupIds: readonly string[] }

/** The strongest role `me` holds in a policy: directly, or through any of their groups. */
export function roleThrough(policy: Policy, me: Me): RoleName | undefined {
  const mine = policy.roleAssignments.filter((a) => a.identityId === me.id || me.groupIds.includes(a.identityId))
  return strongestRole(...mine.map((a) => a.roleName))
}

/**
 * True when dropping `identityId`'s assignment (or giving it less than admin)
 * leaves `me` without admin here. `inherited` is what reaches a project from
 * the silo: a silo admin stays admin whatever the project says.
 */
export function isOwnLastAdmin(policy: Policy, me: Me, identityId: string, inherited?: RoleName): boolean {
  const before = strongestRole(roleThrough(policy, me), inherited)
  const rest = { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
  const after = strongestRole(roleThrough(rest, me), inherited)
  return before === 'admin' && after !== 'admin'
}

/** The same question against the policies as they are now (through the cache). */
export async function checkOwnLastAdmin(scope: AccessScope, me: Me, identityId: string): Promise<boolean> {
  const [policy, siloPolicy] = await Promise.all([
    readPolicy(scope),
    scope.kind === 'project' ? readSiloPolicyIfAllowed() : undefined,
  ])
  return isOwnLastAdmin(policy, me, identityId, siloPolicy && roleThrough(siloPolicy, me))
}

export const OWN_LAST_ADMIN_WARNING =
  'This is your own last admin role here: without it you can no longer change who has access.'
