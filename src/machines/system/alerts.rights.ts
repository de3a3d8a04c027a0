// Who may change alert receivers.
// Apart from alerts.rules.ts so the pages' reads, loaded with the app, bring
// only this.
import type { FleetRole } from '~/api'
import type { Permission } from '../shared/permission.rules'

const RANK: Record<FleetRole, number> = { viewer: 1, collaborator: 2, admin: 3 }
const atLeast = (role: FleetRole | undefined, min: FleetRole) => !!role && RANK[role] >= RANK[min]

export const CREATE_REASON = 'Only a fleet collaborator or admin can create alert receivers'
export const ADMIN_REASON = 'Only a fleet admin can change alert receivers'

export type AlertWrites = {
  /** Create a receiver ("create_child" on the fleet). */
  create: Permission
  /** Edit or delete one, its subscriptions and secrets, resend an alert ("modify" on the receiver). */
  change: Permission
  /** Send a test event: Nexus asks only to read the receiver, so a fleet viewer may. */
  probe: Permission
}

export function alertWrites(role: FleetRole | undefined): AlertWrites {
  return {
    create: atLeast(role, 'collaborator') ? { allowed: true } : { allowed: false, reason: CREATE_REASON },
    change: atLeast(role, 'admin') ? { allowed: true } : { allowed: false, reason: ADMIN_REASON },
    probe: { allowed: true },
  }
}
