// The built-in users every Nexus has: the identities the control plane acts as
// on its own. Ids, names and descriptions as Nexus fixes them
// (nexus/db-fixed-data/src/user_builtin.rs); made when the rack was set up.
import type { Store } from '../store'
import { stamps } from './time'

export const BUILTIN_USERS = [
  { id: '001de000-05e4-4000-8000-000000000001', name: 'db-init', description: 'used for seeding initial database data' },
  { id: '001de000-05e4-4000-8000-00000000bac3', name: 'service-balancer', description: 'used for Nexus-driven service balancing' },
  { id: '001de000-05e4-4000-8000-000000000002', name: 'internal-api', description: 'used by Nexus when handling internal API requests' },
  { id: '001de000-05e4-4000-8000-000000004ead', name: 'internal-read', description: 'used by Nexus to read privileged control plane data' },
  { id: '001de000-05e4-4000-8000-000000003a8a', name: 'saga-recovery', description: 'used by Nexus when recovering sagas' },
  { id: '001de000-05e4-4000-8000-000000000003', name: 'external-authn', description: 'used by Nexus when authenticating external requests' },
  { id: '001de000-05e4-4000-8000-000000000004', name: 'external-scim', description: 'used by Nexus when authenticating SCIM requests' },
] as const

export function seedUsersBuiltin(store: Store) {
  for (const u of BUILTIN_USERS) store.create('userBuiltin', { ...u, ...stamps(0) })
}
