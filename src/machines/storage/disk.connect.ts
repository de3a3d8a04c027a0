import type { Disk, Snapshot } from '~/api'
import type { ActionResult } from '../shared/lifecycle.machine'
import { connectLifecycle, deletedMessage, type ActionState, type OutcomeSource } from '../shared/lifecycle.connect'
import { DISK_ACTIONS, type DiskAction, type DiskStateName } from '../shared/disk.rules'
import {
  diskInstanceId,
  diskLifecycle,
  type DiskActionResult,
  type DiskContext,
  type DiskEvent,
  type DiskSnapshot,
} from './disk.machine'

export type { ActionState, DiskActionResult }

export const DISK_DELETED = deletedMessage('disk')

export type DiskProps = {
  disk: Disk
  state: DiskStateName
  /** The instance it is attached to (or attaching to, detaching from). */
  instanceId?: string
  isTransitional: boolean
  /** A poll is scheduled or in flight because the disk is transitional. */
  isPolling: boolean
  pending?: DiskContext['pending']
  /** Message of the last failed call. */
  error?: string
  /** The delete went through; nothing more can be done here. */
  isDeleted: boolean
  /**
   * Every row of the disk table. `setAsBootDisk` is the instance
   * machine's call: here it says only whether the disk allows it.
   */
  actions: Record<DiskAction, ActionState>
  // Each resolves when the call ends (never rejects): a confirm dialog or toast can wait on it.
  delete: () => Promise<DiskActionResult>
  /** A generated name unless one is given; the result carries the snapshot. */
  snapshot: (name?: string) => Promise<DiskActionResult>
  /** `instance`: name (in the disk's project) or id. */
  attach: (instance: string) => Promise<DiskActionResult>
  /** From the instance it is attached to unless told otherwise. */
  detach: (instance?: string) => Promise<DiskActionResult>
  refresh: () => void
}

const ACTION_NAMES = Object.keys(DISK_ACTIONS) as DiskAction[]

/** Only a snapshot answers with something besides the disk. */
const withSnapshot = (r: ActionResult): DiskActionResult =>
  r.ok ? { ok: true, snapshot: r.output as Snapshot } : r
const plain = (r: ActionResult): DiskActionResult => (r.ok ? { ok: true } : r)

/** `actor`: the disk machine's (useConnect hands it over), which answers each action with its outcome. */
export function connectDisk(
  snapshot: DiskSnapshot,
  _send: (event: DiskEvent) => void,
  actor: OutcomeSource<DiskEvent>,
): DiskProps {
  const { resource: disk, actionState, run, ...life } = connectLifecycle(diskLifecycle, snapshot, actor)
  return {
    ...life,
    disk,
    state: disk.state.state,
    instanceId: diskInstanceId(disk),
    pending: snapshot.context.pending,
    actions: Object.fromEntries(ACTION_NAMES.map((a) => [a, actionState(a)])) as DiskProps['actions'],
    delete: () => run({ type: 'DELETE' }).then(plain),
    snapshot: (name) => run({ type: 'SNAPSHOT', name }).then(withSnapshot),
    attach: (instance) => run({ type: 'ATTACH', instance }).then(plain),
    detach: (instance) => run({ type: 'DETACH', instance }).then(plain),
  }
}
