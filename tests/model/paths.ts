// Walking real machines with xstate/graph: the invoked calls never settle on
// their own here, so the walk (and the replay) feeds their done/error events.
import { expect } from 'vitest'
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate'
import type { StatePath } from 'xstate/graph'

/** Every leaf state of a machine, as the dotted value `snapshot.matches` takes. */
export function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateMachine['root'], prefix: string): string[] => {
    const children = Object.values(node.states)
    if (children.length === 0) return [prefix]
    return children.flatMap((child) => walk(child, prefix ? `${prefix}.${child.key}` : child.key))
  }
  return walk(machine.root, '')
}

export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateName(v)}`)
        .join()

/** A call that never settles: the path's own events settle it. */
export const never = <TInput>() => fromPromise<unknown, TInput>(() => new Promise(() => {}))

/**
 * The events to try from a state: the user's, plus an invoked call's
 * done/error events only while that call runs (an unhandled error event would
 * otherwise put the machine in its error status, which no real run can reach).
 */
export function eventsFor<E extends EventObject>(userEvents: E[], calls: Record<string, E[]>) {
  return (snapshot: { value: unknown }) => [...userEvents, ...(calls[stateName(snapshot.value)] ?? [])]
}

type Walked = Snapshot<unknown> & { value: unknown; context: unknown }

/**
 * Replays a path on a live actor whose calls never settle on their own and
 * checks it ends in the state the walk recorded (as `serialize` sees it).
 */
export function replay<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<Walked, EventObject>,
  { input, serialize = defaultSerialize }: { input?: unknown; serialize?: (s: Walked) => string } = {},
) {
  const actor = createActor(machine, { input } as never).start()
  // The first step is xstate.init, which createActor already took.
  expect(path.steps[0]?.event.type).toBe('xstate.init')
  for (const step of path.steps.slice(1)) actor.send(step.event as never)
  const end = actor.getSnapshot() as Walked
  expect(end.status).toBe(path.state.status)
  expect(serialize(end)).toBe(serialize(path.state))
  actor.stop()
}

const defaultSerialize = (s: Walked) => JSON.stringify([s.value, s.context])
