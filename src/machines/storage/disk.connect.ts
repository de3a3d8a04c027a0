import type { SnapshotFrom } from 'xstate'
import type { Disk } from '~/api'
import { DISK_ACTIONS, diskDisabledReason, type DiskAction, type DiskStateName } from './disk-actions'
import {
  ACTION_IN_PROGRESS,
  DISK_EVENT_OPERATION,
  diskInstanceId,
  diskRefusal,
  isActing,
  isDiskTransitional,
  type DiskActionEvent,
  type DiskActionResult,
  type DiskContext,
  type DiskEvent,
  type DiskMachine,
  type DiskOperation,
} from './disk.machine'
import type { ActionState } from '../compute/instance.connect'

export type { ActionState, DiskActionResult }

export const DISK_DELETED = 'The disk has been deleted'

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
   * Every row of the spec's disk table. `setAsBootDisk` is the instance
   * machine's call: here it says only whether the disk allows it.
   */
  actions: Record<DiskAction, ActionState>
  // Each resolves when the call ends (never rejects): a confirm dialog or toast can wait on it.
  delete: () => Promise<DiskActionResult>
  /** A generated name (spec §5) unless one is given; the result carries the snapshot. */
  snapshot: (name?: string) => Promise<DiskActionResult>
  /** `instance`: name (in the disk's project) or id. */
  attach: (instance: string) => Promise<DiskActionResult>
  /** From the instance it is attached to unless told otherwise. */
  detach: (instance?: string) => Promise<DiskActionResult>
  refresh: () => void
}

const OPERATIONS = new Set<string>(Object.values(DISK_EVENT_OPERATION))
const isOperation = (action: string): action is DiskOperation => OPERATIONS.has(action)
const ACTION_NAMES = Object.keys(DISK_ACTIONS) as DiskAction[]

type WithoutReply<E> = E extends unknown ? Omit<E, 'reply'> : never

export function connectDisk(snapshot: SnapshotFrom<DiskMachine>, send: (event: DiskEvent) => void): DiskProps {
  const { disk, pending, error } = snapshot.context
  const isDeleted = snapshot.status === 'done'
  const acting = isActing(pending)

  const stateOf = (action: DiskAction): ActionState => {
    const busy = pending === action
    if (isDeleted) return { enabled: false, reason: DISK_DELETED, busy: false }
    if (acting) return { enabled: false, reason: busy ? undefined : ACTION_IN_PROGRESS, busy }
    const reason = isOperation(action) ? diskRefusal(action, snapshot.context) : diskDisabledReason(action, disk.state)
    return reason === undefined ? { enabled: true, busy } : { enabled: false, reason, busy }
  }
  const actions = Object.fromEntries(ACTION_NAMES.map((a) => [a, stateOf(a)])) as DiskProps['actions']

  /** Sends with a reply; a deleted disk's actor takes no events, so answer for it. */
  const run = (event: WithoutReply<DiskActionEvent>): Promise<DiskActionResult> => {
    if (isDeleted) return Promise.resolve({ ok: false, error: DISK_DELETED })
    return new Promise((reply) => send({ ...event, reply } as DiskActionEvent))
  }

  return {
    disk,
    state: disk.state.state,
    instanceId: diskInstanceId(disk),
    isTransitional: isDiskTransitional(disk.state),
    isPolling: snapshot.matches({ idle: 'polling' }),
    pending,
    error,
    isDeleted,
    actions,
    delete: () => run({ type: 'DELETE' }),
    snapshot: (name) => run({ type: 'SNAPSHOT', name }),
    attach: (instance) => run({ type: 'ATTACH', instance }),
    detach: (instance) => run({ type: 'DETACH', instance }),
    refresh: () => send({ type: 'REFRESH' }),
  }
}
