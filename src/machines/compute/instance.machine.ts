// The instance lifecycle (spec §4): start, stop, reboot, delete, resize, boot
// disk and auto-restart policy, each allowed only in the run states the table
// in instance.rules.ts names, one at a time — a resource lifecycle
// (shared/lifecycle.machine.ts) over that table, the transitional run states
// and the instance's calls.
import type { SnapshotFrom } from 'xstate'
import { api, type Instance, type InstanceState, type Schema } from '~/api'
import {
  ACTION_IN_PROGRESS,
  createLifecycleMachine,
  eventOperations,
  readFresh,
  type ActionResult,
  type LifecycleContext,
  type LifecycleEvent,
  type LifecycleInput,
  type LifecycleSpec,
} from '../shared/lifecycle.machine'
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
// Lists and cached views of instances refresh themselves on this.
const changes = ['/v1/instances']

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
  cachedIn: ['/v1/instances', '/v1/instances/{instance}'],
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
    START: { op: 'start', call: 'start', input: byId, answer: 'resource', invalidates: changes },
    STOP: { op: 'stop', call: 'stop', input: byId, answer: 'resource', invalidates: changes },
    REBOOT: { op: 'reboot', call: 'reboot', input: byId, answer: 'resource', invalidates: changes },
    DELETE: { op: 'delete', call: 'delete', input: byId, answer: 'gone', invalidates: changes },
    RESIZE: {
      op: 'resize',
      call: 'update',
      input: update((e) => ({ ncpus: e.ncpus, memory: e.memory })),
      answer: 'resource',
      invalidates: changes,
    },
    UPDATE_BOOT_DISK: {
      op: 'updateBootDisk',
      call: 'update',
      input: update((e) => ({ bootDisk: e.disk })),
      answer: 'resource',
      invalidates: changes,
    },
    // Not in the table: Nexus takes the auto-restart policy in any state.
    SET_AUTO_RESTART_POLICY: {
      op: 'setAutoRestartPolicy',
      call: 'update',
      input: update((e) => ({ autoRestartPolicy: e.policy })),
      answer: 'resource',
      invalidates: changes,
    },
  },
}

export const EVENT_OPERATION = eventOperations(instanceLifecycle.operations)

export const instanceMachine = createLifecycleMachine(instanceLifecycle)

export type InstanceMachine = typeof instanceMachine
export type InstanceSnapshot = SnapshotFrom<InstanceMachine>
