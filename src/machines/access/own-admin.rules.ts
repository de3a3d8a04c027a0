// Whether a change would take away the signed-in user's own last admin role
// here: after it, they could no longer undo it. The access page then asks with
// a warning (removing) or shows one (changing the role). The reads behind the
// question are in my-role.ts; these are the rules.
import type { Policy } from './policy'
import { ROLES, roleRank, strongestRole, type RoleName } from './roles.rules'

/** The signed-in user: their id, the ids of the groups they are in, and their silo (for fleet roles it confers). */
export type Me = { id: string; groupIds: readonly string[]; siloId?: string }

/** The strongest role `me` holds in a policy: directly, or through any of their groups. */
export function roleThrough(policy: Policy, me: Me): RoleName | undefined {
  const mine = policy.roleAssignments.filter((a) => a.identityId === me.id || me.groupIds.includes(a.identityId))
  return strongestRole(...mine.map((a) => a.roleName))
}

/**
 * The fleet role a silo role confers through the silo's `mappedFleetRoles`
 * (Nexus's `confers_fleet_role`). A silo admin also holds the collaborator
 * and viewer roles, so what those map to counts as well.
 */
export function mappedFleetRole(mapping: Partial<Record<string, readonly RoleName[]>>, siloRole: RoleName | undefined): RoleName | undefined {
  if (!siloRole) return undefined
  const held = ROLES.filter((r) => roleRank(r) <= roleRank(siloRole))
  return strongestRole(...held.flatMap((r) => mapping[r] ?? []))
}

/**
 * True when dropping `identityId`'s assignment (or giving it less than admin)
 * leaves `me` without admin here. `inherited` is what reaches here from
 * elsewhere: a silo admin stays admin of a project whatever the project says,
 * and a fleet role a silo role confers stays whatever the fleet policy says.
 */
export function isOwnLastAdmin(policy: Policy, me: Me, identityId: string, inherited?: RoleName): boolean {
  const before = strongestRole(roleThrough(policy, me), inherited)
  const rest = { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
  const after = strongestRole(roleThrough(rest, me), inherited)
  return before === 'admin' && after !== 'admin'
}

export const OWN_LAST_ADMIN_WARNING =
  'This is your own last admin role here: without it you can no longer change who has access.'
