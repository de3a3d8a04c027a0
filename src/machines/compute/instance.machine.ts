// The instance lifecycle: start, stop, reboot, delete, resize, boot disk and
// auto-restart policy, each allowed only in the run states the table in
// instance.rules.ts names, one at a time — a resource lifecycle
// (shared/lifecycle.machine.ts) over that table, the transitional run states
// and the instance's calls. A list's rows each get one (instanceRowsMachine),
// fed the copies the list fetched.
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { api, type Instance, type InstanceState, type Read, type Schema } from '~/api'
import {
  ACTION_IN_PROGRESS,
  copyEvent,
  createLifecycleMachine,
  eventOperations,
  readFresh,
  type ActionResult,
  type LifecycleContext,
  type LifecycleEvent,
  type LifecycleInput,
  type LifecycleSpec,
} from '../shared/lifecycle.machine'
import { createRowsMachine } from '../shared/rows.machine'
import { INSTANCE_ACTIONS, TRANSITIONAL_STATES } from './instance.rules'

export { ACTION_IN_PROGRESS, type ActionResult }

/** Polls while transitional come this often. */
export const INSTANCE_POLL_INTERVAL_MS = 2000

export type InstanceUpdate = Schema<'InstanceUpdate'>
export type AutoRestartPolicy = NonNullable<Instance['autoRestartPolicy']>

/** The calls this machine makes on the instance. */
export type InstanceOperation =
  | 'start'
  | 'stop'
  | 'reboot'
  | 'delete'
  | 'resize'
  | 'updateBootDisk'
  | 'setAutoRestartPolicy'

/** The calls' names: the machine's actors, which a test provides by name. */
export type InstanceCall = 'start' | 'stop' | 'reboot' | 'delete' | 'update'

export type InstanceActionEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'REBOOT' }
  | { type: 'DELETE' }
  | { type: 'RESIZE'; ncpus: number; memory: number }
  | { type: 'UPDATE_BOOT_DISK'; disk: string | null }
  | { type: 'SET_AUTO_RESTART_POLICY'; policy: AutoRestartPolicy | null }

type Scope = { project: string }
export type InstanceInput = LifecycleInput<'instance', Instance, Scope>
export type InstanceContext = LifecycleContext<'instance', Instance, Scope, InstanceOperation>
export type InstanceEvent = LifecycleEvent<Instance, InstanceActionEvent>

/** PUT replaces every field: keep the instance's current values for the ones not changing. */
export function updateBody(instance: Instance, change: Partial<InstanceUpdate>): InstanceUpdate {
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    bootDisk: instance.bootDiskId ?? null,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
    ...change,
  }
}

/** A copy from elsewhere replaces ours unless it is older (a list poll that left before our action's answer). */
const notOlder = (next: Instance, current: Instance) =>
  next.id === current.id &&
  next.timeRunStateUpdated.getTime() >= current.timeRunStateUpdated.getTime() &&
  next.timeModified.getTime() >= current.timeModified.getTime()

type IdInput = { id: string }
type UpdateInput = { id: string; body: InstanceUpdate }

const byId = ({ instance }: InstanceContext): IdInput => ({ id: instance.id })
const update =
  <E>(change: (event: E) => Partial<InstanceUpdate>) =>
  ({ instance }: InstanceContext, event: E): UpdateInput => ({ id: instance.id, body: updateBody(instance, change(event)) })
// What reads an instance (lists, its page and its tabs) reads again after a change.
export const INSTANCE_CHANGES: Read[] = [
  '/v1/instances',
  '/v1/instances/{instance}',
  '/v1/instances/{instance}/anti-affinity-groups',
  '/v1/instances/{instance}/disks',
  '/v1/instances/{instance}/external-ips',
]

export const instanceLifecycle: LifecycleSpec<
  'instance',
  Instance,
  InstanceState,
  InstanceActionEvent,
  Scope,
  InstanceOperation,
  InstanceCall
> = {
  key: 'instance',
  table: INSTANCE_ACTIONS,
  stateOf: (instance) => instance.runState,
  transitional: TRANSITIONAL_STATES,
  notOlder,
  pollIntervalMs: INSTANCE_POLL_INTERVAL_MS,
  fetch: ({ id }, signal) => readFresh('/v1/instances/{instance}', { path: { instance: id } }, signal),
  calls: {
    start: ({ id }: IdInput) => api.post('/v1/instances/{instance}/start', { path: { instance: id } }),
    stop: ({ id }: IdInput) => api.post('/v1/instances/{instance}/stop', { path: { instance: id } }),
    reboot: ({ id }: IdInput) => api.post('/v1/instances/{instance}/reboot', { path: { instance: id } }),
    delete: ({ id }: IdInput) => api.delete('/v1/instances/{instance}', { path: { instance: id } }),
    update: ({ id, body }: UpdateInput) => api.put('/v1/instances/{instance}', { path: { instance: id }, body }),
  },
  // The answer to start/stop/reboot/PUT is the instance as it is now.
  operations: {
    START: { op: 'start', call: 'start', input: byId, answer: 'resource', invalidates: INSTANCE_CHANGES },
    STOP: { op: 'stop', call: 'stop', input: byId, answer: 'resource', invalidates: INSTANCE_CHANGES },
    REBOOT: { op: 'reboot', call: 'reboot', input: byId, answer: 'resource', invalidates: INSTANCE_CHANGES },
    DELETE: { op: 'delete', call: 'delete', input: byId, answer: 'gone', invalidates: INSTANCE_CHANGES },
    RESIZE: {
      op: 'resize',
      call: 'update',
      input: update((e) => ({ ncpus: e.ncpus, memory: e.memory })),
      answer: 'resource',
      invalidates: INSTANCE_CHANGES,
    },
    UPDATE_BOOT_DISK: {
      op: 'updateBootDisk',
      call: 'update',
      input: update((e) => ({ bootDisk: e.disk })),
      answer: 'resource',
      invalidates: INSTANCE_CHANGES,
    },
    // Not in the table: Nexus takes the auto-restart policy in any state.
    SET_AUTO_RESTART_POLICY: {
      op: 'setAutoRestartPolicy',
      call: 'update',
      input: update((e) => ({ autoRestartPolicy: e.policy })),
      answer: 'resource',
      invalidates: INSTANCE_CHANGES,
    },
  },
}

export const EVENT_OPERATION = eventOperations(instanceLifecycle.operations)

export const instanceMachine = createLifecycleMachine(instanceLifecycle)

export type InstanceMachine = typeof instanceMachine
export type InstanceSnapshot = SnapshotFrom<InstanceMachine>

/** Row menus on the instances list: one instance machine per row, the list's copies handed to each. */
export const instanceRowsMachine = createRowsMachine(instanceMachine, {
  // The list polls its page while a row is transitional: the rows do not poll on their own.
  input: (instance: Instance, scope: Scope) => ({ ...scope, instance, poll: false }),
  copy: copyEvent,
})

export type InstanceRowActor = ActorRefFrom<InstanceMachine>
