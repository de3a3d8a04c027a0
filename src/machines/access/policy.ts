// Policies: where a policy lives (its scope and API path), the policy read
// through the cache, and the read-modify-write that changes it.
import { ApiError, fetchApi, type IdentityType, type SiloRoleRoleAssignment, api, invalidate, type Read } from '~/api'
import type { Ask } from '../shared/section-reads'
import { type RoleName } from './roles.rules'

/** Fleet, silo and project assignments have the same shape; only the role enum's name differs. */
export type RoleAssignment = SiloRoleRoleAssignment
export type Policy = { roleAssignments: RoleAssignment[] }
export type Identity = { id: string; identityType: IdentityType }

/**
 * Where a policy lives: the whole system (the fleet, for operators), the
 * signed-in user's silo, or one of its projects (by name or id).
 */
export type AccessScope =
  | { kind: 'fleet' }
  | { kind: 'silo' }
  | { kind: 'project'; project: string }
  // Any silo by name or id, as an operator's silo page sees it (the system API).
  | { kind: 'system-silo'; silo: string }

export const FLEET_SCOPE: AccessScope = { kind: 'fleet' }

/** A project's Access page when the URL names a project, else the silo's (the fleet's page says its scope itself). */
export const accessScope = ({ project }: { project?: string }): AccessScope =>
  project ? { kind: 'project', project } : { kind: 'silo' }

export const FLEET_POLICY_PATH = '/v1/system/policy'
export const SILO_POLICY_PATH = '/v1/policy'
export const PROJECT_POLICY_PATH = '/v1/projects/{project}/policy'
export const SYSTEM_SILO_POLICY_PATH = '/v1/system/silos/{silo}/policy'

/** The role an identity is assigned directly here, if any. */
export const assignedRole = (policy: Policy, identityId: string): RoleName | undefined =>
  policy.roleAssignments.find((a) => a.identityId === identityId)?.roleName

/** The policy through the cache (a page's read; fresh for 2 s, refreshed on invalidation). */
export function readPolicy(scope: AccessScope, ask: Ask = fetchApi): Promise<Policy> {
  if (scope.kind === 'fleet') return ask(FLEET_POLICY_PATH)
  if (scope.kind === 'system-silo') return ask(SYSTEM_SILO_POLICY_PATH, { path: { silo: scope.silo } })
  return scope.kind === 'silo' ? ask(SILO_POLICY_PATH) : ask(PROJECT_POLICY_PATH, { path: { project: scope.project } })
}

// A policy is the whole list of role assignments on the fleet, the silo or a project, and
// Nexus only takes it whole (PUT replaces it). Every change is therefore a
// read-modify-write: read the policy fresh (not from the cache, so another
// tab's change is not undone), apply the change, write it back. The changes
// are pure functions (assigning replaces the identity's assignment,
// removing drops it).
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

/**
 * A project member need not be able to read the silo's policy: then the page
 * still shows the project's own assignments, with no silo roles beside them.
 */
export function readSiloPolicyIfAllowed(): Promise<Policy> {
  return readPolicy({ kind: 'silo' }).catch((e: unknown) => {
    if (e instanceof ApiError && e.statusCode === 403) return { roleAssignments: [] }
    throw e
  })
}
