// Which run states allow which instance actions — the console's own table
// (src/machines/compute/instance.rules.ts), read here, not copied — and the
// state changes start, stop and reboot make, refused in Nexus's words (its
// runtime-change rules and its disk and network interface checks).
import type { components } from '../../src/api/generated/nexus'
import { INSTANCE_ACTIONS, type InstanceAction } from '../../src/machines/compute/instance.rules'
import type { Row, Store } from '../store'
import { invalidRequest } from './errors'

export type InstanceState = components['schemas']['InstanceState']

/** States in which the instance has a VMM on a sled (Nexus: an active Propolis). */
export const VMM_STATES: readonly InstanceState[] = ['starting', 'running', 'rebooting', 'stopping', 'migrating', 'repairing']

export const hasVmm = (i: Row<'instance'>) => VMM_STATES.includes(i.run_state)

/** Whether the console's table allows `action` in the instance's run state. */
export const can = (action: InstanceAction, i: Row<'instance'>) => INSTANCE_ACTIONS[action].includes(i.run_state)

export type StateRequest = 'start' | 'stop' | 'reboot'

/** States a request already satisfies: Nexus answers them with the instance as it is. */
const ALREADY: Record<StateRequest, readonly InstanceState[]> = {
  start: ['starting', 'running', 'rebooting', 'migrating', 'repairing'],
  stop: ['stopped', 'stopping'],
  reboot: [],
}

/** The states a request walks the instance through: each held for one transition time, the last kept. */
const PATH: Record<StateRequest, InstanceState[]> = {
  start: ['starting', 'running'],
  stop: ['stopping', 'stopped'],
  reboot: ['rebooting', 'running'],
}

/** The path a request starts, [] when there is nothing to do, or Nexus's 400 when it is refused. */
export function plan(i: Row<'instance'>, request: StateRequest): InstanceState[] {
  const state = i.run_state
  if (ALREADY[request].includes(state)) return []
  if (can(request, i)) return PATH[request]
  if (state === 'creating') throw invalidRequest('cannot change instance state while it is still being created')
  if (state === 'stopped') throw invalidRequest(`cannot ${request === 'reboot' ? 'reboot' : 'run'} an instance in state stopped with no VMM`)
  if (!VMM_STATES.includes(state)) throw invalidRequest(`instance state cannot be changed from ${state}`)
  throw invalidRequest(`instance state cannot be changed from state "${state}"`)
}

/** Where a newly started instance goes: the provisionable sled with the fewest instances. */
function pickSled(store: Store): string | null {
  const sleds = store.where(
    'sled',
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
  const load = (id: string) => store.where('instance', (i) => i.activeSledId === id).length
  return sleds.sort((a, b) => load(a.id) - load(b.id) || (a.id < b.id ? -1 : 1))[0]?.id ?? null
}

/** Set the run state now: a new time_run_state_updated, and a sled while it has a VMM. */
export function applyState(store: Store, instance: Row<'instance'>, state: InstanceState): void {
  // Strictly later than the last change, so two steps within a millisecond still read as two.
  const last = Date.parse(instance.time_run_state_updated)
  const at = new Date(Math.max(Date.now(), last + 1)).toISOString()
  const onSled = VMM_STATES.includes(state)
  instance.update({
    run_state: state,
    time_run_state_updated: at,
    activeSledId: onSled ? (instance.activeSledId ?? pickSled(store)) : null,
  })
}
