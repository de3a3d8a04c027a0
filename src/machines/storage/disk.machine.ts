// A disk's lifecycle: delete, snapshot, attach and detach, each allowed only
// in the disk states ../shared/disk.rules names, one at a time — a resource
// lifecycle (shared/lifecycle.machine.ts) over that table, the transitional
// disk states and the disk's calls. A list's rows each get one
// (diskRowsMachine), fed the copies the list fetched.
//
// Setting the boot disk is an update of the instance, so it belongs to the
// instance machine; this one only says whether the disk's state allows it
// (see disk.connect).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { api, type Disk, type Read, type Snapshot } from '~/api'
import { generateName, isUuid } from '~/validation'
import {
  ACTION_IN_PROGRESS,
  copyEvent,
  createLifecycleMachine,
  eventOperations,
  readFresh,
  type LifecycleContext,
  type LifecycleEvent,
  type LifecycleInput,
  type LifecycleSpec,
} from '../shared/lifecycle.machine'
import {
  DISK_ACTIONS,
  DISK_TRANSITIONAL_STATES,
  diskInstanceId,
  diskStateLabel,
  isDiskTransitional,
  type DiskAction,
  type DiskStateName,
} from '../shared/disk.rules'
import { createRowsMachine } from '../shared/rows.machine'

export { ACTION_IN_PROGRESS, DISK_TRANSITIONAL_STATES, diskInstanceId, isDiskTransitional }

/** Polls while transitional come this often. */
export const DISK_POLL_INTERVAL_MS = 2000

/** The calls this machine makes on the disk; each is a row of the disk table. */
export type DiskOperation = Exclude<DiskAction, 'setAsBootDisk'>

/** The calls' names: the machine's actors, which a test provides by name. */
export type DiskCall = 'delete' | 'snapshot' | 'attach' | 'detach'

/** How an action ended; a snapshot's success carries the snapshot made. */
export type DiskActionResult = { ok: true; snapshot?: Snapshot } | { ok: false; error: string }

export type DiskActionEvent =
  | { type: 'DELETE' }
  /** Without a name, one is generated from the disk's. */
  | { type: 'SNAPSHOT'; name?: string }
  /** `instance`: name (in the disk's project) or id. */
  | { type: 'ATTACH'; instance: string }
  /** Defaults to the instance the disk is attached to. */
  | { type: 'DETACH'; instance?: string }

type Scope = { project: string }
export type DiskInput = LifecycleInput<'disk', Disk, Scope>
export type DiskContext = LifecycleContext<'disk', Disk, Scope, DiskOperation>
export type DiskEvent = LifecycleEvent<Disk, DiskActionEvent>

/** A copy from elsewhere replaces ours unless it is older (a list poll that left before our action's answer). */
const notOlder = (next: Disk, current: Disk) =>
  next.id === current.id && next.timeModified.getTime() >= current.timeModified.getTime()

/** What each call is given (tests provide fakes of the same shape). */
export type IdInput = { id: string }
export type SnapshotInput = { project: string; disk: Pick<Disk, 'name'>; name?: string }
export type InstanceDiskInput = { project: string; instance: string; disk: string }

/** An instance by id stands alone; by name it is looked up in the project (Nexus refuses both). */
const instanceQuery = (project: string, instance: string) => (isUuid(instance) ? {} : { project })

type InstanceEvent = Extract<DiskActionEvent, { type: 'ATTACH' | 'DETACH' }>
/** The instance an attach or detach is about; a detach defaults to the disk's own. */
const instanceFor = (event: InstanceEvent, disk: Disk): string | undefined =>
  event.type === 'ATTACH' ? event.instance : (event.instance ?? diskInstanceId(disk))
const needsInstance = (disk: Disk, event: InstanceEvent) =>
  instanceFor(event, disk) ? undefined : 'No instance to attach to or detach from'
const instanceDisk = ({ project, disk }: DiskContext, event: InstanceEvent): InstanceDiskInput => ({
  project,
  instance: instanceFor(event, disk) ?? '',
  disk: disk.id,
})
/** Attach and detach are calls on the instance. */
const onInstance =
  (action: 'attach' | 'detach') =>
  (input: InstanceDiskInput): Promise<Disk> => {
    const opts = {
      path: { instance: input.instance },
      query: instanceQuery(input.project, input.instance),
      body: { disk: input.disk },
    }
    return action === 'attach'
      ? api.post('/v1/instances/{instance}/disks/attach', opts)
      : api.post('/v1/instances/{instance}/disks/detach', opts)
  }

// What reads disks and instances (lists, pages and tabs) reads again after a change.
export const DISK_CHANGES: Read[] = ['/v1/disks', '/v1/disks/{disk}']
export const DISK_INSTANCE_CHANGES: Read[] = [
  '/v1/instances',
  '/v1/instances/{instance}',
  '/v1/instances/{instance}/anti-affinity-groups',
  '/v1/instances/{instance}/disks',
  '/v1/instances/{instance}/external-ips',
]

export const diskLifecycle: LifecycleSpec<'disk', Disk, DiskStateName, DiskActionEvent, Scope, DiskOperation, DiskCall> = {
  key: 'disk',
  table: DISK_ACTIONS,
  stateOf: (disk) => disk.state.state,
  stateLabel: diskStateLabel,
  transitional: DISK_TRANSITIONAL_STATES,
  notOlder,
  pollIntervalMs: DISK_POLL_INTERVAL_MS,
  fetch: ({ id }, signal) => readFresh('/v1/disks/{disk}', { path: { disk: id } }, signal),
  calls: {
    delete: ({ id }: IdInput) => api.delete('/v1/disks/{disk}', { path: { disk: id } }),
    snapshot: (input: SnapshotInput): Promise<Snapshot> =>
      api.post('/v1/snapshots', {
        query: { project: input.project },
        body: {
          name: input.name ?? generateName(input.disk.name, 'snapshot'),
          description: `Snapshot of ${input.disk.name}`,
          disk: input.disk.name,
        },
      }),
    attach: onInstance('attach'),
    detach: onInstance('detach'),
  },
  // Attach and detach answer with the disk as it is now (often attaching or detaching: then it polls).
  operations: {
    DELETE: { op: 'delete', call: 'delete', input: ({ disk }) => ({ id: disk.id }), answer: 'gone', invalidates: DISK_CHANGES },
    SNAPSHOT: {
      op: 'snapshot',
      call: 'snapshot',
      input: ({ project, disk }, event): SnapshotInput => ({ project, disk, name: event.name }),
      answer: 'output',
      invalidates: ['/v1/snapshots', '/v1/snapshots/{snapshot}', ...DISK_CHANGES],
    },
    ATTACH: {
      op: 'attach',
      call: 'attach',
      input: instanceDisk,
      answer: 'resource',
      invalidates: [...DISK_CHANGES, ...DISK_INSTANCE_CHANGES],
      refuse: needsInstance,
    },
    DETACH: {
      op: 'detach',
      call: 'detach',
      input: instanceDisk,
      answer: 'resource',
      invalidates: [...DISK_CHANGES, ...DISK_INSTANCE_CHANGES],
      refuse: needsInstance,
    },
  },
}

export const DISK_EVENT_OPERATION = eventOperations(diskLifecycle.operations)

export const diskMachine = createLifecycleMachine(diskLifecycle)

export type DiskMachine = typeof diskMachine
export type DiskSnapshot = SnapshotFrom<DiskMachine>

/** Row menus on a list of disks (the disks page, an instance's storage tab): one disk machine per row, the list's copies handed to each. */
export const diskRowsMachine = createRowsMachine(diskMachine, {
  // The list polls its page while a row is transitional: the rows do not poll on their own.
  input: (disk: Disk, scope: Scope) => ({ ...scope, disk, poll: false }),
  copy: copyEvent,
})

export type DiskRowActor = ActorRefFrom<DiskMachine>
