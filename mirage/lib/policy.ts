// Reading and replacing a policy (the role assignments on one resource).
// A PUT replaces the whole list, as in Nexus.
import type { RoleName, RoleScope } from '../models'
import type { Store } from '../store'
import { array, object, uuid, variant } from './body'
import { invalidValue } from './errors'

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
  if (items.length > MAX_ROLE_ASSIGNMENTS) {
    throw invalidValue('role_assignments', `a policy may have at most ${MAX_ROLE_ASSIGNMENTS} role assignments`)
  }
  return items
}

export function replacePolicy(store: Store, scope: RoleScope, resourceId: string, assignments: Assignment[]): void {
  store.where('roleAssignment', (a) => a.resourceType === scope && a.resourceId === resourceId).forEach((a) => a.destroy())
  for (const a of assignments) store.create('roleAssignment', { resourceType: scope, resourceId, ...a })
}
