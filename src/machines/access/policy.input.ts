// A policy is the whole list of role assignments on the fleet, the silo or a project, and
// Nexus only takes it whole (PUT replaces it). Every change is therefore a
// read-modify-write: read the policy fresh (not from the cache, so another
// tab's change is not undone), apply the change, write it back. The changes
// are pure functions (assigning replaces the identity's assignment,
// removing drops it).
import { api, invalidate, type Read } from '~/api'
import {
  FLEET_POLICY_PATH,
  PROJECT_POLICY_PATH,
  SILO_POLICY_PATH,
  SYSTEM_SILO_POLICY_PATH,
  type AccessScope,
  type Identity,
  type Policy,
} from './policy.reads'
import type { RoleName } from './roles.rules'

// The reads live in policy.reads.ts (the routes take them at boot); named here
// too, so a page or test has one module for a policy.
export {
  assignedRole,
  FLEET_POLICY_PATH,
  FLEET_SCOPE,
  PROJECT_POLICY_PATH,
  readPolicy,
  SILO_POLICY_PATH,
  SYSTEM_SILO_POLICY_PATH,
} from './policy.reads'
export type { AccessScope, Identity, Policy, RoleAssignment } from './policy.reads'

/** Assigning a role replaces any existing assignment for that identity. */
export function withRole(policy: Policy, identity: Identity, role: RoleName): Policy {
  const others = policy.roleAssignments.filter((a) => a.identityId !== identity.id)
  return {
    roleAssignments: [...others, { identityId: identity.id, identityType: identity.identityType, roleName: role }],
  }
}

/** Removing drops the identity's assignment. */
export function withoutIdentity(policy: Policy, identityId: string): Policy {
  return { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
}

/** Straight from the server, past the cache: the read half of a read-modify-write. */
function readPolicyFresh(scope: AccessScope): Promise<Policy> {
  if (scope.kind === 'fleet') return api.get(FLEET_POLICY_PATH)
  if (scope.kind === 'system-silo') return api.get(SYSTEM_SILO_POLICY_PATH, { path: { silo: scope.silo } })
  return scope.kind === 'silo'
    ? api.get(SILO_POLICY_PATH)
    : api.get(PROJECT_POLICY_PATH, { path: { project: scope.project } })
}

function writePolicy(scope: AccessScope, policy: Policy): Promise<Policy> {
  const body = { roleAssignments: policy.roleAssignments }
  if (scope.kind === 'fleet') return api.put(FLEET_POLICY_PATH, { body })
  if (scope.kind === 'system-silo') return api.put(SYSTEM_SILO_POLICY_PATH, { path: { silo: scope.silo }, body })
  return scope.kind === 'silo'
    ? api.put(SILO_POLICY_PATH, { body })
    : api.put(PROJECT_POLICY_PATH, { path: { project: scope.project }, body })
}

const POLICY_PATHS: Record<AccessScope['kind'], Read> = {
  fleet: FLEET_POLICY_PATH,
  silo: SILO_POLICY_PATH,
  project: PROJECT_POLICY_PATH,
  'system-silo': SYSTEM_SILO_POLICY_PATH,
}

/** Read the policy fresh, apply `change`, write the result; answers the policy Nexus now holds. */
export async function changePolicy(scope: AccessScope, change: (policy: Policy) => Policy): Promise<Policy> {
  const current = await readPolicyFresh(scope)
  const saved = await writePolicy(scope, change(current))
  // A silo role shows on every project's access page too, so a silo change reaches them as well.
  await invalidate(POLICY_PATHS[scope.kind])
  return saved
}

export const assignRole = (scope: AccessScope, identity: Identity, role: RoleName) =>
  changePolicy(scope, (p) => withRole(p, identity, role))

export const removeRole = (scope: AccessScope, identityId: string) =>
  changePolicy(scope, (p) => withoutIdentity(p, identityId))
