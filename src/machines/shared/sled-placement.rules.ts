// Where an instance runs, from the sleds' instance lists (sled-placements.ts):
// pure, so the instance page, its tests and the mock read the same rules. An
// instance is on a sled only while it has a VMM there; a stopped, failed or
// still-being-created instance runs nowhere, whatever an older scan said.
import type { InstanceState, Sled, SledInstance } from '~/api'

/** The run states in which an instance has a VMM on a sled (the control plane's active Propolis). */
export const VMM_STATES: readonly InstanceState[] = ['starting', 'running', 'rebooting', 'stopping', 'migrating', 'repairing']

/** A sled and the instances it lists. */
export type Listed<S = Pick<Sled, 'id' | 'baseboard'>> = { sled: S; instances: readonly Pick<SledInstance, 'id'>[] }

/** The sled an instance is listed on; undefined when none lists it. */
export function sledOf<S>(placements: readonly Listed<S>[], instanceId: string): S | undefined {
  return placements.find((p) => p.instances.some((i) => i.id === instanceId))?.sled
}

export type InstancePlacement =
  /** On this sled. */
  | { kind: 'sled'; sledId: string; serial: string }
  /** On none: it has no VMM in its state. */
  | { kind: 'none'; state: InstanceState }
  /** It should have a VMM, but no sled lists it (it started after the sleds were read, or is moving). */
  | { kind: 'not-found' }

/** Where the instance runs, by the sleds' lists and its own run state now. */
export function instancePlacement(placements: readonly Listed[], instance: { id: string; runState: InstanceState }): InstancePlacement {
  if (!VMM_STATES.includes(instance.runState)) return { kind: 'none', state: instance.runState }
  const sled = sledOf(placements, instance.id)
  return sled ? { kind: 'sled', sledId: sled.id, serial: sled.baseboard.serial } : { kind: 'not-found' }
}
