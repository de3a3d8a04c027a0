// An instance as the API layer hands it over (camelCase, Dates revived).
import type { AnyActorLogic } from 'xstate'
import type { Instance, InstanceState } from '~/api'
import { instanceMachine, type InstanceCall } from '~/machines/compute/instance.machine'

export const T0 = new Date('2025-06-01T12:00:00Z')

export function makeInstance(overrides: Partial<Instance> = {}): Instance {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'db1',
    description: 'database',
    hostname: 'db1',
    projectId: 'p0000000-0000-4000-8000-000000000001',
    ncpus: 2,
    memory: 4 * 1024 ** 3,
    runState: 'stopped',
    autoRestartEnabled: true,
    autoRestartPolicy: null,
    bootDiskId: 'd0000000-0000-4000-8000-000000000001',
    timeCreated: T0,
    timeModified: T0,
    timeRunStateUpdated: T0,
    ...overrides,
  }
}

/** The same instance, reported later in another run state. */
export const later = (instance: Instance, runState: InstanceState, ms = 1000): Instance => ({
  ...instance,
  runState,
  timeRunStateUpdated: new Date(instance.timeRunStateUpdated.getTime() + ms),
})

/** The actors a test fakes: the instance machine's read, and its calls by the names the spec gives them. */
export type InstanceFakes = Partial<Record<'fetch' | InstanceCall, AnyActorLogic>>

/**
 * The instance machine with `fakes` in place of its read and calls, and
 * `invalidate` (given the paths a call changes) in place of the cache's.
 */
export function fakeInstanceMachine(fakes: InstanceFakes, invalidate: (paths: readonly string[]) => void = () => {}) {
  return instanceMachine.provide({
    // The machine's actors are named by the spec's calls, and `fetch`.
    actors: { ...fakes },
    actions: { invalidate: (_, paths) => invalidate(paths) },
  })
}
