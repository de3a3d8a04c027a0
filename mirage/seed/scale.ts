// Data at scale, to see that no page waits on an unbounded number of requests
// (README "Scale"): 1,000 more projects, and one project holding 5,000
// instances, 5,000 disks and 150 snapshots (more than a picker's first page). Loaded on top of the default seed only when asked
// for — `localStorage.seed = 'scale'` and a reload.
import type { Store } from '../store'
import type { Tables } from '../models'
import { childId, ids, stableId } from './ids'
import { stamps } from './time'

export const SCALE = { projects: 1_000, instances: 5_000, disks: 5_000, snapshots: 150 } as const
export const SCALE_PROJECT = 'scale-project'
/** Every tenth disk is attached, to an instance far down the list (not on its first page). */
export const SCALE_ATTACH_EVERY = 10

const GiB = 1024 ** 3
const pad = (n: number) => String(n).padStart(4, '0')
export const scaleInstanceName = (i: number) => `instance-${pad(i)}`
export const scaleDiskName = (i: number) => `disk-${pad(i)}`
export const scaleSnapshotName = (i: number) => `snapshot-${pad(i)}`
/** The instance disk `i` is attached to, if it is attached. */
export const scaleDiskInstance = (i: number): number | undefined =>
  i % SCALE_ATTACH_EVERY === 0 ? SCALE.instances - 1 - i : undefined

/** Whether this page asked for the seed at scale. */
export function scaleSeedWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem('seed') === 'scale'
  } catch {
    return false // storage can be blocked
  }
}

// Rows go straight into Mirage's tables. Through the ORM (store.create) every
// new row re-reads its parent's growing list of children as models: 11,000
// rows took minutes, with the page frozen all that time. And the parents' lists
// of children (project.instanceIds, silo.projectIds) stay as they were: Mirage
// checks every id of such a list against its table, one scan each, whenever it
// makes the parent's model — 5,000 ids meant seconds per request. The mock
// finds children by their foreign key (instance.projectId), never through them.
type Collection = { insert(rows: object[]): unknown }
const table = (store: Store, name: string) => (store.schema.db as unknown as Record<string, Collection>)[name]

// The foreign keys the ORM gives each new row (models.ts): every has-many
// list empty (a list of its own per row), every belongs-to set or null.
const projectLinks = () => ({
  instanceIds: [] as string[],
  diskIds: [] as string[],
  snapshotIds: [] as string[],
  imageIds: [] as string[],
  vpcIds: [] as string[],
  floatingIpIds: [] as string[],
  antiAffinityGroupIds: [] as string[],
  affinityGroupIds: [] as string[],
})
const instanceLinks = () => ({ networkInterfaceIds: [] as string[], antiAffinityGroupIds: [] as string[], affinityGroupIds: [] as string[] })

type ProjectRow = Tables['project'] & ReturnType<typeof projectLinks>

function projectRow(name: string, description: string): ProjectRow {
  return {
    id: stableId(`project:${name}`),
    siloId: ids.silo.mazeWar,
    name,
    description,
    ...stamps(20),
    ...projectLinks(),
  }
}

export function seedScale(store: Store) {
  // The big project ahead of the thousand others: each instance's and disk's
  // model checks its projectId by scanning the projects to the first match.
  const project = projectRow(SCALE_PROJECT, `${SCALE.instances} instances and ${SCALE.disks} disks`)
  const projects = [project]
  for (let i = 0; i < SCALE.projects; i++) projects.push(projectRow(`project-${pad(i)}`, `One of ${SCALE.projects} projects`))

  // Stopped instances: nothing on a sled, nothing to poll.
  const created = stamps(21)
  const instances: (Tables['instance'] & ReturnType<typeof instanceLinks>)[] = []
  for (let i = 0; i < SCALE.instances; i++) {
    const name = scaleInstanceName(i)
    instances.push({
      id: childId('instance', SCALE_PROJECT, name),
      projectId: project.id,
      name,
      description: '',
      hostname: name,
      ncpus: 1,
      memory: GiB,
      run_state: 'stopped',
      time_run_state_updated: created.time_created,
      auto_restart_enabled: true,
      auto_restart_policy: null,
      time_last_auto_restarted: null,
      auto_restart_cooldown_expiration: null,
      boot_disk_id: null,
      activeSledId: null,
      sshKeyIds: [],
      ...created,
      ...instanceLinks(),
    })
  }

  const disks: Tables['disk'][] = []
  for (let i = 0; i < SCALE.disks; i++) {
    const name = scaleDiskName(i)
    const on = scaleDiskInstance(i)
    disks.push({
      id: childId('disk', SCALE_PROJECT, name),
      projectId: project.id,
      name,
      description: '',
      size: GiB,
      block_size: 4096,
      device_path: `/mnt/${name}`,
      state: on === undefined ? { state: 'detached' } : { state: 'attached', instance: instances[on].id },
      image_id: null,
      snapshot_id: null,
      ...created,
    })
  }

  // Snapshots of the first disks, 2 GiB each.
  const snapshots: Tables['snapshot'][] = []
  for (let i = 0; i < SCALE.snapshots; i++) {
    const name = scaleSnapshotName(i)
    snapshots.push({
      id: childId('snapshot', SCALE_PROJECT, name),
      projectId: project.id,
      name,
      description: `A snapshot of ${disks[i].name}`,
      disk_id: disks[i].id,
      size: 2 * GiB,
      state: 'ready',
      ...created,
    })
  }

  table(store, 'projects').insert(projects)
  table(store, 'instances').insert(instances)
  table(store, 'disks').insert(disks)
  table(store, 'snapshots').insert(snapshots)
}
