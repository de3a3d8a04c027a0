import type { Instance, InstanceState } from '~/api'
import { connectLifecycle, deletedMessage, type ActionState, type OutcomeSource } from '../shared/lifecycle.connect'
import { INSTANCE_ACTION_NAMES, isDueForRestart, waitsForBoot, type InstanceAction } from './instance.rules'
import {
  instanceLifecycle,
  type ActionResult,
  type AutoRestartPolicy,
  type InstanceContext,
  type InstanceEvent,
  type InstanceSnapshot,
} from './instance.machine'

export type { ActionState }

export const INSTANCE_DELETED = deletedMessage('instance')

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

/** `actor`: the instance machine's (useConnect hands it over), which answers each action with its outcome. */
export function connectInstance(
  snapshot: InstanceSnapshot,
  _send: (event: InstanceEvent) => void,
  actor: OutcomeSource<InstanceEvent>,
  now: Date = new Date(),
): InstanceProps {
  const { resource: instance, actionState, run, ...life } = connectLifecycle(
    instanceLifecycle,
    snapshot,
    actor,
  )
  const actions = Object.fromEntries(
    [...INSTANCE_ACTION_NAMES, 'setAutoRestartPolicy' as const].map((a) => [a, actionState(a)]),
  ) as InstanceProps['actions']
  // The serial console's page also opens while the instance boots: it waits
  // there and connects by itself once the instance runs.
  if (waitsForBoot(instance.runState)) actions.serialConsole = { ...actions.serialConsole, enabled: true, reason: undefined }

  return {
    ...life,
    instance,
    runState: instance.runState,
    dueForRestart: isDueForRestart(instance, now),
    pending: snapshot.context.pending,
    actions,
    start: () => run({ type: 'START' }),
    stop: () => run({ type: 'STOP' }),
    reboot: () => run({ type: 'REBOOT' }),
    delete: () => run({ type: 'DELETE' }),
    resize: (ncpus, memory) => run({ type: 'RESIZE', ncpus, memory }),
    setBootDisk: (disk) => run({ type: 'UPDATE_BOOT_DISK', disk }),
    setAutoRestartPolicy: (policy) => run({ type: 'SET_AUTO_RESTART_POLICY', policy }),
  }
}
