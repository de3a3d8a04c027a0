// Utilization as Nexus accounts it: a running instance's CPUs and memory count
// as provisioned (a stopped one's do not), as does the size of every disk and
// snapshot; capacity is the silo's quota.
import type { components } from '../../src/api/generated/nexus'
import type { Row, Store } from '../store'

type Counts = components['schemas']['VirtualResourceCounts']
type InstanceState = components['schemas']['InstanceState']

/** States whose CPUs and memory are charged to the silo. */
const CHARGED: InstanceState[] = ['starting', 'running', 'rebooting', 'stopping', 'migrating', 'repairing']

export function provisioned(store: Store, silo: Row<'silo'>): Counts {
  const projects = new Set(store.where('project', (p) => p.siloId === silo.id).map((p) => p.id))
  const instances = store.where('instance', (i) => projects.has(i.projectId) && CHARGED.includes(i.run_state))
  const storage = [
    ...store.where('disk', (d) => projects.has(d.projectId)),
    ...store.where('snapshot', (s) => projects.has(s.projectId)),
  ].reduce((sum, r) => sum + r.size, 0)
  return {
    cpus: instances.reduce((sum, i) => sum + i.ncpus, 0),
    memory: instances.reduce((sum, i) => sum + i.memory, 0),
    storage,
  }
}

export function quota(store: Store, silo: Row<'silo'>): Counts {
  const q = store.first('siloQuota', (x) => x.siloId === silo.id)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}
