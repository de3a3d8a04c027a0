// Instance actions, by run state, written once as data. The instance
// machine's guards, the action menus' enabled items and their disabled
// reasons all read this table; nothing else restates it.
import type { Instance, InstanceState } from '~/api'
import { tableRefusal } from '../shared/action-table.rules'
import { couldNot } from '../shared/failure-title.rules'

const table = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNetworkInterface: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof table

/** Which run states allow each action. */
export const INSTANCE_ACTIONS: Readonly<Record<InstanceAction, readonly InstanceState[]>> = table

export const INSTANCE_ACTION_NAMES = Object.keys(table) as InstanceAction[]

// `satisfies` fails type-checking if the API gains or loses a run state.
const states = {
  creating: true,
  starting: true,
  running: true,
  rebooting: true,
  stopping: true,
  stopped: true,
  repairing: true,
  migrating: true,
  failed: true,
  destroyed: true,
} satisfies Record<InstanceState, true>

/** Every run state, from creation to destruction. */
export const INSTANCE_STATES = Object.keys(states) as InstanceState[]

export function instanceCan(action: InstanceAction, runState: InstanceState): boolean {
  return INSTANCE_ACTIONS[action].includes(runState)
}

/** Why the action is unavailable in this run state, from the table; undefined when it is allowed. */
export const disabledReason = (action: InstanceAction, runState: InstanceState): string | undefined =>
  tableRefusal(INSTANCE_ACTIONS, action, runState, 'instance')

/**
 * Run states the instance leaves by itself for running. The serial console
 * does not connect in them, yet its page opens: it waits there and connects
 * the moment the instance runs, so a boot is seen from its first line.
 */
export const BOOT_STATES: readonly InstanceState[] = ['creating', 'starting', 'rebooting']
export const waitsForBoot = (runState: InstanceState) => BOOT_STATES.includes(runState)

/** States the instance leaves on its own: pages poll while it is in one. */
export const TRANSITIONAL_STATES: readonly InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']

export function isTransitional(state: InstanceState): boolean {
  return TRANSITIONAL_STATES.includes(state)
}

export type RestartFields = Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>

/**
 * A failed instance with auto restart enabled is due for restart when
 * there is no cooldown expiry or the expiry is past.
 */
export function isDueForRestart(instance: RestartFields, now: Date = new Date()): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const expiry = instance.autoRestartCooldownExpiration
  return !expiry || expiry.getTime() < now.getTime()
}

/** Error toast titles of the lifecycle actions, for every place that runs them. */
export const INSTANCE_FAILED_TITLE = {
  start: couldNot('start', 'instance'),
  stop: couldNot('stop', 'instance'),
  reboot: couldNot('reboot', 'instance'),
  delete: couldNot('delete', 'instance'),
} as const

/** Stopping frees the CPU and memory and cuts off whoever is using the instance: asked first, wherever it is offered. */
export const stopInstanceConfirm = (name: string) => ({
  title: 'Stop instance',
  message: `Are you sure you want to stop ${name}? It keeps its disks and IP addresses; its vCPUs and memory are freed.`,
  confirmLabel: 'Stop',
  errorTitle: INSTANCE_FAILED_TITLE.stop,
})
