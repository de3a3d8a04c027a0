// The default data set, loaded into a fresh server. Order matters: Mirage
// checks that every foreign key points at an existing row.
import type { Server } from 'miragejs'
import { Store } from '../store'
import { seedAddressLots } from './address-lots'
import { seedAffinity } from './affinity'
import { seedAlerts } from './alerts'
import { seedBgp } from './bgp'
import { seedCertificates } from './certificates'
import { seedEphemeralIps, seedFloatingIps } from './floating-ips'
import { seedHardware } from './hardware'
import { hostileSeedWanted, seedHostile } from './hostile'
import { scaleSeedWanted, seedScale } from './scale'
import { seedIdentity, seedProjectRoles } from './identity'
import { seedInstances } from './instances'
import { seedIpPools } from './ip-pools'
import { seedKeys } from './keys'
import { seedNetworking } from './networking'
import { seedProbes } from './probes'
import { seedProjects } from './projects'
import { seedQuotas } from './quotas'
import { seedStorage } from './storage'
import { seedSupportBundles } from './support-bundles'
import { seedSwitches } from './switches'
import { seedUpdate } from './update'
import { seedUsersBuiltin } from './users-builtin'
import { resetSeedClock } from './time'

export function seed(server: Server): void {
  const store = new Store(server.schema)
  // Every seeded time is days to weeks before this load, not before a fixed date.
  resetSeedClock()
  seedIdentity(store)
  seedUsersBuiltin(store)
  seedIpPools(store)
  seedQuotas(store)
  seedCertificates(store)
  seedHardware(store)
  seedAddressLots(store)
  seedBgp(store)
  seedSwitches(store)
  seedUpdate(store)
  seedSupportBundles(store)
  seedAlerts(store)
  seedProjects(store)
  seedProjectRoles(store)
  seedNetworking(store)
  seedInstances(store)
  seedStorage(store)
  seedFloatingIps(store)
  seedEphemeralIps(store)
  seedProbes(store)
  seedAffinity(store)
  seedKeys(store)
  if (hostileSeedWanted()) seedHostile(store)
  if (scaleSeedWanted()) seedScale(store)
}

export { ids, stableId, childId } from './ids'
