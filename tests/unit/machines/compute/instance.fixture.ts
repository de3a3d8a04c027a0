// An instance as the API layer hands it over (camelCase, Dates revived).
import type { Instance, InstanceState } from '~/api'

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
