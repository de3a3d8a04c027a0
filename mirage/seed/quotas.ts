// Silo quotas: the capacity utilization is measured against.
import type { Store } from '../store'
import { childId, ids } from './ids'

const GiB = 1024 ** 3
const TiB = 1024 * GiB

export function seedQuotas(store: Store) {
  const quota = (siloId: string, cpus: number, memory: number, storage: number) =>
    store.create('siloQuota', { id: childId('silo-quota', siloId), siloId, cpus, memory, storage })
  quota(ids.silo.mazeWar, 200, 1 * TiB, 20 * TiB)
  quota(ids.silo.myriad, 64, 256 * GiB, 4 * TiB)
  quota(ids.silo.thrax, 0, 0, 0)
}
