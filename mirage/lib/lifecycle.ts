// Instance state changes that take time. An action puts the instance in its
// first state at once (creating, starting, stopping, rebooting) and the rest
// follow one transition time apart, so a console polling the instance sees
// each step, as it would against a rack.
//
// The transition time is set per server: a number of ms, a [min, max] range
// drawn per step, or 'manual' — nothing moves until `advanceTransitions()`
// runs the next step of every instance in transition (for tests that must not
// wait on clocks). A new action on an instance replaces its pending steps.
import type { Server } from 'miragejs'
import { Store, type Row } from '../store'
import { applyState, type InstanceState } from './instance-state'
import { randomInt } from './random'

export type TransitionMs = number | readonly [number, number] | 'manual'

interface Pending {
  steps: InstanceState[]
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

function schedule(id: string, steps: InstanceState[]): void {
  const ms = nextDelay()
  pending.set(id, { steps, timer: ms === null ? null : setTimeout(() => step(id), ms) })
}

/** Run one instance's next step; false when it had none or is gone. */
function step(id: string): boolean {
  const p = pending.get(id)
  if (!p || !server) return false
  cancel(id)
  const store = new Store(server.schema)
  const instance = store.find('instance', id)
  if (!instance) return false
  const [next, ...rest] = p.steps
  applyState(store, instance, next)
  if (rest.length) schedule(id, rest)
  return true
}

/** Enter `path[0]` now and the rest one transition time apart, replacing any steps still pending. */
export function transition(store: Store, instance: Row<'instance'>, path: InstanceState[]): void {
  cancel(instance.id)
  const [first, ...rest] = path
  if (!first) return
  applyState(store, instance, first)
  if (rest.length) schedule(instance.id, rest)
}

/** Stop an instance's pending steps (it is being deleted). */
export const cancelTransition = cancel

export const inTransition = (id: string) => pending.has(id)

/** Run the next step of every instance in transition now; returns how many moved. */
export function advanceTransitions(): number {
  return [...pending.keys()].filter(step).length
}

/** Run every pending step to the end (each instance reaches its final state). */
export function settleTransitions(): void {
  for (let guard = 0; pending.size > 0 && guard < 100; guard++) advanceTransitions()
}
