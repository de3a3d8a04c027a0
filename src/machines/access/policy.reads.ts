// A policy's reads: where a policy lives (its scope and API path) and the
// policy through the cache. The access pages' routes take these at boot, so
// they sit apart from policy.input.ts's read-modify-write, which only the
// pages' actions and the role form need.
import { fetchApi, type IdentityType, type SiloRoleRoleAssignment } from '~/api'
import type { RoleName } from './roles.rules'

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
export function readPolicy(scope: AccessScope): Promise<Policy> {
  if (scope.kind === 'fleet') return fetchApi(FLEET_POLICY_PATH)
  if (scope.kind === 'system-silo') return fetchApi(SYSTEM_SILO_POLICY_PATH, { path: { silo: scope.silo } })
  return scope.kind === 'silo'
    ? fetchApi(SILO_POLICY_PATH)
    : fetchApi(PROJECT_POLICY_PATH, { path: { project: scope.project } })
}
