// Who may change what on an operator's silo page, after Nexus's policy: the
// quotas and the silo's roles take "modify" on the silo (fleet collaborator
// and up), its local users take fleet admin. A fleet viewer sees every write
// disabled, with the reason. (A silo's own admin may do these too; the system
// pages are for operators, so the console asks only the fleet role.)
import type { FleetRole } from '~/api'
import type { Permission } from '../shared/permission.rules'

export type SiloWrites = {
  quotas: Permission
  users: Permission
  policy: Permission
}

const RANK: Record<FleetRole, number> = {
  viewer: 1,
  collaborator: 2,
  admin: 3,
}

const atLeast = (role: FleetRole | undefined, min: FleetRole) => !!role && RANK[role] >= RANK[min]

export const QUOTAS_REASON = 'Only a fleet collaborator or admin can change a silo’s quotas'
export const USERS_REASON = 'Only a fleet admin can manage a silo’s users'
export const POLICY_REASON = 'Only a fleet collaborator or admin can change who has a role on a silo'

const allow = (ok: boolean, reason: string): Permission => (ok ? { allowed: true } : { allowed: false, reason })

export function siloWrites(fleetRole: FleetRole | undefined): SiloWrites {
  return {
    quotas: allow(atLeast(fleetRole, 'collaborator'), QUOTAS_REASON),
    users: allow(atLeast(fleetRole, 'admin'), USERS_REASON),
    policy: allow(atLeast(fleetRole, 'collaborator'), POLICY_REASON),
  }
}
