// Which run states allow which instance actions — the console's own table
// (src/machines/compute/instance.rules.ts), read here, not copied — and the
// state changes start, stop and reboot make, refused in Nexus's words (its
// runtime-change rules and its disk and network interface checks).
import type { components } from '../../src/api/generated/nexus'
import { INSTANCE_ACTIONS, type InstanceAction } from '../../src/machines/compute/instance.rules'
import { sledUse, willItFit, roomiest, type CapacitySled } from '../../src/machines/system/capacity.rules'
import { VMM_STATES } from '../../src/machines/shared/sled-placement.rules'
import type { Row, Store } from '../store'
import { insufficientCapacity, invalidRequest } from './errors'

export type InstanceState = components['schemas']['InstanceState']

/** States in which the instance has a VMM on a sled: the console's rule, read here, not copied. */
export { VMM_STATES }

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

/** A sled row as the capacity rules read it (the rules take the console's camelCase shapes). */
function capacitySled(s: Row<'sled'>): CapacitySled {
  return {
    id: s.id,
    baseboard: s.baseboard,
    state: s.state,
    usableHardwareThreads: s.usable_hardware_threads,
    usablePhysicalRam: s.usable_physical_ram,
    policy: s.policy.kind === 'expunged' ? { kind: 'expunged' } : { kind: 'in_service', provisionPolicy: s.policy.provision_policy },
  }
}

/**
 * Where an instance of this size would start now, by the console's own
 * capacity rules (src/machines/system/capacity.rules.ts): a sled that takes
 * new instances and has its vCPUs and memory free. Nexus picks at random
 * among those; the mock takes the one with the most room, so a nearly full
 * sled stays as the seed left it. Null: no sled has room.
 */
export function pickSled(store: Store, size: Pick<Row<'instance'>, 'ncpus' | 'memory'>): string | null {
  const uses = store.all('sled').map((s) => sledUse(capacitySled(s), store.where('instance', (i) => i.activeSledId === s.id)))
  return roomiest(willItFit(uses, size))?.use.sled.id ?? null
}

/** Nexus's refusal when no sled has room (its sled reservation's words). */
export const noSledHasRoom = () =>
  insufficientCapacity('Failed to place instance: Could not find any valid sled on which this instance can be placed')

/**
 * Set the run state now: a new time_run_state_updated, and a sled while it
 * has a VMM. Entering a state with a VMM places the instance on a sled; with
 * no sled to take it, the start fails and the instance is stopped (false).
 */
export function applyState(store: Store, instance: Row<'instance'>, state: InstanceState): boolean {
  // Strictly later than the last change, so two steps within a millisecond still read as two.
  const last = Date.parse(instance.time_run_state_updated)
  const at = new Date(Math.max(Date.now(), last + 1)).toISOString()
  const onSled = VMM_STATES.includes(state)
  const sled = onSled ? (instance.activeSledId ?? pickSled(store, instance)) : null
  if (onSled && !sled) {
    instance.update({ run_state: 'stopped', time_run_state_updated: at, activeSledId: null })
    return false
  }
  instance.update({ run_state: state, time_run_state_updated: at, activeSledId: sled })
  return true
}
