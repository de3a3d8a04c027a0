// Walking real machines with xstate/graph: the invoked calls never settle on
// their own here, so the walk (and the replay) feeds their done/error events.
import { expect, vi } from 'vitest'
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate'
import type { StatePath } from 'xstate/graph'
import { deferred, type Deferred } from '../unit/machines/shared/deferred'

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

/** One call a live replay started: what it was given, and whether it is over. */
export type StartedCall = { input: unknown; signal: AbortSignal; settled: boolean }

/**
 * Replays a path on a live actor whose calls are real promises: each `calls`
 * actor (named as its invoke id) is provided as one the replay settles with the
 * path's own done/error event, and delayed events run on a fake clock moved by
 * `delayMs`. After every step the actor must show what the walk recorded, and
 * at most one call of each kind may still be running (a dropped one is
 * aborted), so the pure walk and a running machine agree. `onStep` gets the
 * live snapshot, the step's index and the calls started so far.
 */
export async function replayLive<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<Walked, EventObject>,
  {
    input,
    calls,
    delayMs = 0,
    serialize = defaultSerialize,
    onStep,
  }: {
    input?: unknown
    calls: string[]
    delayMs?: number
    serialize?: (s: Walked) => string
    onStep?: (live: Walked, index: number, started: Record<string, StartedCall[]>) => void
  },
) {
  vi.useFakeTimers()
  const answers = new Map<StartedCall, Deferred<unknown>>()
  const started: Record<string, StartedCall[]> = Object.fromEntries(calls.map((name) => [name, []]))
  const actors = Object.fromEntries(
    calls.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input: callInput, signal }) => {
        const answer = deferred<unknown>()
        const call = { input: callInput, signal, settled: false }
        started[name].push(call)
        answers.set(call, answer)
        return answer.promise
      }),
    ]),
  )
  const actor = createActor(machine.provide({ actors } as never), { input } as never).start()
  try {
    expect(path.steps[0]?.event.type).toBe('xstate.init')
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) await take(step.event)
      const live = actor.getSnapshot() as Walked
      expect(serialize(live), `step ${i}: ${step.event.type}`).toBe(serialize(step.state))
      expect(live.status).toBe(step.state.status)
      for (const name of calls) {
        expect(started[name].filter((c) => !c.settled && !c.signal.aborted).length).toBeLessThanOrEqual(1)
      }
      onStep?.(live, i, started)
    }
  } finally {
    actor.stop()
    vi.useRealTimers()
  }

  async function take(event: EventObject) {
    const settle = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (settle) {
      // The walk only settles the call in flight: the latest one started, still running.
      const call = started[settle[2]]?.at(-1)
      expect(call && !call.settled && !call.signal.aborted, `a ${settle[2]} call in flight`).toBe(true)
      call!.settled = true
      const before = actor.getSnapshot()
      const { output, error } = event as EventObject & { output?: unknown; error?: unknown }
      if (settle[1] === 'done') answers.get(call!)!.resolve(output)
      else answers.get(call!)!.reject(error)
      // The answer reaches the machine a few microtasks later.
      for (let n = 0; n < 20 && actor.getSnapshot() === before; n++) await Promise.resolve()
    } else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayMs)
    } else {
      actor.send(event)
    }
  }
}
