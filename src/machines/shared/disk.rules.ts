// Disk actions, by state, written once as data. Every screen that
// offers a disk action (the instance storage tab, the disks list) asks here,
// and the disks and snapshots lists ask whether to keep polling.
import type { DiskState, Snapshot } from '~/api'
import { tableRefusal } from './action-table.rules'

export type DiskStateName = DiskState['state']

export type DiskAction = 'delete' | 'snapshot' | 'attach' | 'detach' | 'setAsBootDisk'

/** The states in which each action is allowed. */
export const DISK_ACTIONS = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<DiskAction, readonly DiskStateName[]>

/** Every disk state, for tables and tests that walk them all. */
export const DISK_STATES = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const satisfies readonly DiskStateName[]

/** A disk's state as `disk.state` or its name (`disk.state.state`). */
type StateLike = DiskStateName | { state: DiskStateName }
const nameOf = (s: StateLike): DiskStateName => (typeof s === 'string' ? s : s.state)

export function diskCan(action: DiskAction, state: StateLike): boolean {
  return (DISK_ACTIONS[action] as readonly DiskStateName[]).includes(nameOf(state))
}

/** 'import_ready' → 'import ready' */
export const diskStateLabel = (state: DiskStateName) => state.replaceAll('_', ' ')

/**
 * Why the action is not offered for a disk in this state, e.g. 'Only available
 * when the disk is attached or detached' (worded like the instance table's
 * reasons); undefined when it is allowed.
 */
export const diskDisabledReason = (action: DiskAction, state: StateLike): string | undefined =>
  tableRefusal(DISK_ACTIONS, action, nameOf(state), 'disk', diskStateLabel)

/**
 * States a disk leaves without anyone asking again: screens showing it poll
 * until it settles. `import_ready` is not one: it waits for an upload.
 */
export const DISK_TRANSITIONAL_STATES: readonly DiskStateName[] = [
  'attaching',
  'detaching',
  'creating',
  'finalizing',
  'importing_from_url',
  'importing_from_bulk_writes',
]

export const isDiskTransitional = (s: StateLike) => DISK_TRANSITIONAL_STATES.includes(nameOf(s))

/** The disks list polls while a disk is on its way somewhere. */
export const diskRowsBusy = (rows: readonly { disk: { state: StateLike } }[]) =>
  rows.some((r) => isDiskTransitional(r.disk.state))

/** A snapshot of a disk still being made: the snapshots list polls until none is. */
export const snapshotInTransition = (s: Pick<Snapshot, 'state'>) => s.state === 'creating'

/**
 * The instance a disk's state names: the one it is attached to (or attaching
 * to, or detaching from). The disk machine and the disks list's rows both ask.
 */
export const diskInstanceId = (disk: { state: DiskState }): string | undefined =>
  'instance' in disk.state ? disk.state.instance : undefined
