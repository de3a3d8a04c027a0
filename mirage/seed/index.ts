// The default data set, loaded into a fresh server. Order matters: Mirage
// checks that every foreign key points at an existing row.
import type { Server } from 'miragejs'
import { Store } from '../store'
import { seedAffinity } from './affinity'
import { seedEphemeralIps, seedFloatingIps } from './floating-ips'
import { seedHardware } from './hardware'
import { seedIdentity, seedProjectRoles } from './identity'
import { seedInstances } from './instances'
import { seedIpPools } from './ip-pools'
import { seedKeys } from './keys'
import { seedNetworking } from './networking'
import { seedProjects } from './projects'
import { seedQuotas } from './quotas'
import { seedStorage } from './storage'

export function seed(server: Server): void {
  const store = new Store(server.schema)
  seedIdentity(store)
  seedIpPools(store)
  seedQuotas(store)
  seedHardware(store)
  seedProjects(store)
  seedProjectRoles(store)
  seedNetworking(store)
  seedInstances(store)
  seedStorage(store)
  seedFloatingIps(store)
  seedEphemeralIps(store)
  seedAffinity(store)
  seedKeys(store)
}

export { ids, stableId, childId } from './ids'
