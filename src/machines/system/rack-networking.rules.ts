// Who may change the rack's networking (address lots, loopback addresses, the
// allow-list, BGP, BFD, switch port settings and what a port has applied):
// fleet admins (Nexus: "create_child"/"modify" on the fleet). A fleet viewer
// sees the pages read-only, each write disabled with this reason.
import type { FleetRole, Read } from '~/api'
import type { Permission } from '../shared/permission.rules'

export const NETWORKING_ADMIN_ONLY = 'Only a fleet admin can change the rack’s networking'

export const networkingWrite = (role: FleetRole | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: NETWORKING_ADMIN_ONLY }

/** What the write right follows: the fleet policy, and silos (whose roles map to fleet roles). */
export const NETWORKING_WRITE_READS: Read[] = ['/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']

export const loadNetworkingWrite = (readFleetRole: () => Promise<FleetRole | undefined>) =>
  readFleetRole().then(networkingWrite)
