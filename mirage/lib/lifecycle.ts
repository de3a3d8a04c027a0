// Instance state changes that take time. An action puts the instance in its
// first state at once (creating, starting, stopping, rebooting) and the rest
// follow one transition time apart, so a console polling the instance sees
// each step, as it would against a rack.
//
// The transition time is set per server: a number of ms, a [min, max] range
// drawn per step, or 'manual' — nothing moves until `advanceTransitions()`
// runs the next step of every instance in transition (for tests that must not
// wait on clocks). A new action on an instance replaces its pending steps.
// Seeded rows that were mid-change when the mock started (lib/seed-settle.ts)
// finish on the same clock: their remaining steps are queued here too, each
// with how to apply it (`later`).
import type { Server } from 'miragejs'
import { Store, type Row } from '../store'
import { applyState, type InstanceState } from './instance-state'
import { randomInt } from './random'

export type TransitionMs = number | readonly [number, number] | 'manual'

/** Writes one step to the row `id`; false when the row is gone or no longer expects it. */
export type ApplyStep<S> = (store: Store, id: string, step: S) => boolean

interface Pending {
  steps: readonly unknown[]
  apply: ApplyStep<unknown>
  timer: ReturnType<typeof setTimeout> | null
}

let server: Server | null = null
let timing: TransitionMs = 'manual'
const pending = new Map<string, Pending>()

/** Called by makeServer: whose store timers write to, and how long each step takes. */
export function bindLifecycle(s: Server, ms: TransitionMs): void {
  cancelAllTransitions()
  server = s
  timing = ms
}

/** Forget every pending step (the server is shutting down, or a new one starts). */
export function cancelAllTransitions(): void {
  for (const p of pending.values()) if (p.timer) clearTimeout(p.timer)
  pending.clear()
}

function cancel(id: string): void {
  const p = pending.get(id)
  if (p?.timer) clearTimeout(p.timer)
  pending.delete(id)
}

const nextDelay = (): number | null =>
  timing === 'manual' ? null : typeof timing === 'number' ? timing : randomInt(timing[0], timing[1])

function schedule(id: string, steps: readonly unknown[], apply: ApplyStep<unknown>): void {
  const ms = nextDelay()
  pending.set(id, { steps, apply, timer: ms === null ? null : setTimeout(() => step(id), ms) })
}

/** Run one row's next step; false when it had none or is gone. */
function step(id: string): boolean {
  const p = pending.get(id)
  if (!p || !server) return false
  cancel(id)
  const [next, ...rest] = p.steps
  if (!p.apply(new Store(server.schema), id, next)) return false
  if (rest.length) schedule(id, rest, p.apply)
  return true
}

const applyInstanceState: ApplyStep<InstanceState> = (store, id, state) => {
  const instance = store.find('instance', id)
  // A start that finds no sled ends there (stopped): the rest of its steps are dropped.
  return instance ? applyState(store, instance, state) : false
}

/**
 * Queue `steps` for row `id`, one transition time apart, without changing it
 * now (it is already in its first state), replacing any steps still pending.
 */
export function later<S>(id: string, steps: readonly S[], apply: ApplyStep<S>): void {
  cancel(id)
  if (steps.length) schedule(id, steps, apply as ApplyStep<unknown>)
}

/** An instance already in a transitional state goes on through `steps` (a seeded one, mid-change at start). */
export const resumeTransition = (instanceId: string, steps: readonly InstanceState[]) =>
  later(instanceId, steps, applyInstanceState)

/** Enter `path[0]` now and the rest one transition time apart, replacing any steps still pending. */
export function transition(store: Store, instance: Row<'instance'>, path: InstanceState[]): void {
  cancel(instance.id)
  const [first, ...rest] = path
  if (!first) return
  if (!applyState(store, instance, first)) return
  if (rest.length) schedule(instance.id, rest, applyInstanceState as ApplyStep<unknown>)
}

/** Stop a row's pending steps (it is being deleted). */
export const cancelTransition = cancel

export const inTransition = (id: string) => pending.has(id)

/** Run the next step of every row in transition now; returns how many moved. */
export function advanceTransitions(): number {
  return [...pending.keys()].filter(step).length
}

/** Run every pending step to the end (each row reaches its final state). */
export function settleTransitions(): void {
  for (let guard = 0; pending.size > 0 && guard < 100; guard++) advanceTransitions()
}
