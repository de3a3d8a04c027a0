import type { SnapshotFrom } from 'xstate'
import type { Instance, InstanceState } from '~/api'
import {
  INSTANCE_ACTION_NAMES,
  disabledReason,
  isDueForRestart,
  isTransitional,
  type InstanceAction,
} from './instance-actions'
import {
  ACTION_IN_PROGRESS,
  EVENT_OPERATION,
  isActing,
  refusal,
  type ActionResult,
  type AutoRestartPolicy,
  type InstanceActionEvent,
  type InstanceContext,
  type InstanceEvent,
  type InstanceMachine,
  type InstanceOperation,
} from './instance.machine'

export const INSTANCE_DELETED = 'The instance has been deleted'

/** One menu item's worth: can it be chosen, why not, and is it the one in flight. */
export type ActionState = { enabled: boolean; reason?: string; busy: boolean }

export type InstanceProps = {
  instance: Instance
  runState: InstanceState
  isTransitional: boolean
  /** A poll is scheduled or in flight because the instance is transitional. */
  isPolling: boolean
  dueForRestart: boolean
  pending?: InstanceContext['pending']
  /** Message of the last failed call. */
  error?: string
  /** The delete went through; nothing more can be done here. */
  isDeleted: boolean
  /** Every table action, plus the auto-restart policy (allowed in any state). */
  actions: Record<InstanceAction | 'setAutoRestartPolicy', ActionState>
  // Each resolves when the call ends (never rejects): a confirm dialog or form can wait on it.
  start: () => Promise<ActionResult>
  stop: () => Promise<ActionResult>
  reboot: () => Promise<ActionResult>
  delete: () => Promise<ActionResult>
  resize: (ncpus: number, memory: number) => Promise<ActionResult>
  /** Name or id of the disk to boot from; null unsets it. */
  setBootDisk: (disk: string | null) => Promise<ActionResult>
  setAutoRestartPolicy: (policy: AutoRestartPolicy | null) => Promise<ActionResult>
  refresh: () => void
}

const OPERATIONS = new Set<string>(Object.values(EVENT_OPERATION))
const isOperation = (action: string): action is InstanceOperation => OPERATIONS.has(action)

type WithoutReply<E> = E extends unknown ? Omit<E, 'reply'> : never

export function connectInstance(
  snapshot: SnapshotFrom<InstanceMachine>,
  send: (event: InstanceEvent) => void,
  now: Date = new Date(),
): InstanceProps {
  const { instance, pending, error } = snapshot.context
  const runState = instance.runState
  const isDeleted = snapshot.status === 'done'
  const acting = isActing(pending)

  const stateOf = (action: InstanceAction | 'setAutoRestartPolicy'): ActionState => {
    const busy = pending === action
    if (isDeleted) return { enabled: false, reason: INSTANCE_DELETED, busy: false }
    if (acting) return { enabled: false, reason: busy ? undefined : ACTION_IN_PROGRESS, busy }
    // The machine's own calls ask the machine; the rest (disks, NICs, console, groups) read the table.
    const reason = isOperation(action) ? refusal(action, snapshot.context) : disabledReason(action, runState)
    return reason === undefined ? { enabled: true, busy } : { enabled: false, reason, busy }
  }
  const actions = Object.fromEntries(
    [...INSTANCE_ACTION_NAMES, 'setAutoRestartPolicy' as const].map((a) => [a, stateOf(a)]),
  ) as InstanceProps['actions']

  /** Sends with a reply; a deleted instance's actor takes no events, so answer for it. */
  const run = (event: WithoutReply<InstanceActionEvent>): Promise<ActionResult> => {
    if (isDeleted) return Promise.resolve({ ok: false, error: INSTANCE_DELETED })
    return new Promise((reply) => send({ ...event, reply } as InstanceActionEvent))
  }

  return {
    instance,
    runState,
    isTransitional: isTransitional(runState),
    isPolling: snapshot.matches({ idle: 'polling' }),
    dueForRestart: isDueForRestart(instance, now),
    pending,
    error,
    isDeleted,
    actions,
    start: () => run({ type: 'START' }),
    stop: () => run({ type: 'STOP' }),
    reboot: () => run({ type: 'REBOOT' }),
    delete: () => run({ type: 'DELETE' }),
    resize: (ncpus, memory) => run({ type: 'RESIZE', ncpus, memory }),
    setBootDisk: (disk) => run({ type: 'UPDATE_BOOT_DISK', disk }),
    setAutoRestartPolicy: (policy) => run({ type: 'SET_AUTO_RESTART_POLICY', policy }),
    refresh: () => send({ type: 'REFRESH' }),
  }
}
