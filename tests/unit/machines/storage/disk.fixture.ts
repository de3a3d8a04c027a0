// A disk as the API layer hands it over (camelCase, Dates revived).
import type { AnyActorLogic } from 'xstate'
import type { Disk } from '~/api'
import type { DiskStateName } from '~/machines/shared/disk.rules'
import { diskMachine, type DiskCall } from '~/machines/storage/disk.machine'

export const T0 = new Date('2025-06-01T12:00:00Z')
export const INSTANCE_ID = 'a1b2c3d4-0000-4000-8000-000000000001'

/** The state object for a state name: the attached-ish ones name the instance. */
export const stateOf = (state: DiskStateName, instance = INSTANCE_ID): Disk['state'] =>
  (state === 'attached' || state === 'attaching' || state === 'detaching' ? { state, instance } : { state }) as Disk['state']

export function makeDisk(state: DiskStateName = 'detached', overrides: Partial<Disk> = {}): Disk {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    name: 'data',
    description: '',
    projectId: 'p0000000-0000-4000-8000-000000000001',
    size: 10 * 1024 ** 3,
    blockSize: 4096,
    devicePath: '/mnt/data',
    state: stateOf(state),
    timeCreated: T0,
    timeModified: T0,
    ...overrides,
  }
}

/** The same disk, reported later in another state. */
export const laterDisk = (disk: Disk, state: DiskStateName, ms = 1000): Disk => ({
  ...disk,
  state: stateOf(state),
  timeModified: new Date(disk.timeModified.getTime() + ms),
})

/** The actors a test fakes: the disk machine's read, and its calls. */
export type DiskFakes = Partial<Record<'fetch' | DiskCall, AnyActorLogic>>

/**
 * The disk machine with `fakes` in place of its read and calls, and
 * `invalidate` (given the paths a call changes) in place of the cache's.
 */
export function fakeDiskMachine(fakes: DiskFakes, invalidate: (paths: readonly string[]) => void = () => {}) {
  return diskMachine.provide({
    // The machine's actors are named by the spec's calls, and `fetch`.
    actors: { ...fakes },
    actions: { invalidate: (_, paths) => invalidate(paths) },
  })
}
