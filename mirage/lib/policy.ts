// Reading and replacing a policy (the role assignments on one resource).
// A PUT replaces the whole list, as in Nexus. An identity appears at most once
// in a policy: the console's rule is one role per identity, and a
// body that says two things about one identity is refused rather than guessed at.
import type { RoleName, RoleScope } from '../models'
import type { Store } from '../store'
import { array, object, uuid, variant } from './body'
import { invalidValue, notFound } from './errors'

/** Nexus refuses policies longer than this. */
export const MAX_ROLE_ASSIGNMENTS = 64

const ROLES: readonly RoleName[] = ['admin', 'collaborator', 'viewer']
const IDENTITY_TYPES = ['silo_user', 'silo_group'] as const

export interface Assignment {
  identity_id: string
  identity_type: (typeof IDENTITY_TYPES)[number]
  role_name: RoleName
}

export function parsePolicy(body: Record<string, unknown>): Assignment[] {
  const items = array(body, 'role_assignments').map((raw, i) => {
    const a = object(raw, `role_assignments[${i}]`)
    return {
      identity_id: uuid(a.identity_id, `role_assignments[${i}].identity_id`),
      identity_type: variant(a.identity_type, `role_assignments[${i}].identity_type`, IDENTITY_TYPES),
      role_name: variant(a.role_name, `role_assignments[${i}].role_name`, ROLES),
    }
  })
  const seen = new Set<string>()
  for (const a of items) {
    if (seen.has(a.identity_id)) {
      throw invalidValue('role_assignments', `identity ${a.identity_id} is assigned more than one role`)
    }
    seen.add(a.identity_id)
  }
  if (items.length > MAX_ROLE_ASSIGNMENTS) {
    throw invalidValue('role_assignments', `a policy may have at most ${MAX_ROLE_ASSIGNMENTS} role assignments`)
  }
  return items
}

/** Call after the caller's right to change the policy is checked: a 403 comes before a 404 for a stranger. */
export function replacePolicy(store: Store, scope: RoleScope, resourceId: string, assignments: Assignment[]): void {
  requireIdentities(store, siloOf(store, scope, resourceId), assignments)
  store.where('roleAssignment', (a) => a.resourceType === scope && a.resourceId === resourceId).forEach((a) => a.destroy())
  for (const a of assignments) store.create('roleAssignment', { resourceType: scope, resourceId, ...a })
}

/** The silo whose users and groups a policy may name; none for the fleet policy, which takes any silo's. */
function siloOf(store: Store, scope: RoleScope, resourceId: string): string | undefined {
  if (scope === 'silo') return resourceId
  if (scope === 'project') return store.find('project', resourceId)?.siloId
  return undefined
}

/**
 * A policy names users and groups that exist: of that silo for a silo or
 * project policy, of any silo for the fleet's. Anyone else is not found, as a
 * lookup would say.
 */
function requireIdentities(store: Store, siloId: string | undefined, assignments: Assignment[]): void {
  for (const a of assignments) {
    const row = a.identity_type === 'silo_user' ? store.find('user', a.identity_id) : store.find('group', a.identity_id)
    if (!row || (siloId && row.siloId !== siloId)) {
      throw notFound(a.identity_type === 'silo_user' ? 'silo-user' : 'silo-group', { id: a.identity_id })
    }
  }
}
