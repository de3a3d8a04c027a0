// Latency and chaos, applied to every intercepted call.
import { forbidden, internalError, NexusError, notFound, unauthorized } from './errors'
import { pick, randomInt } from './random'

export type Latency = number | [number, number]

/** What the router applies to every call (route.ts): made here, from the latency and chaos settings. */
export interface Faults {
  /** ms before each response is delivered */
  latency: () => number
  /** an error to answer instead of running the handler, or null */
  chaos: () => NexusError | null
}

const CHAOS_ERRORS = [
  unauthorized,
  forbidden,
  () => notFound('resource', { name: 'chaos' }),
  internalError,
] as const

/** A percentage from user input: anything unreadable is 0, the rest clamped to 0–100. */
export function toPercent(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''))
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0
}

/** Chaos is a fixed percentage or, in the preview, one read on every call (a setting changed without a reload). */
export function makeFaults(latency: Latency, chaosPercent: number | (() => number)): Faults {
  const percent = typeof chaosPercent === 'number' ? () => chaosPercent : chaosPercent
  return {
    latency: typeof latency === 'number' ? () => latency : () => randomInt(latency[0], latency[1]),
    chaos: (): NexusError | null => {
      const p = toPercent(percent())
      return p > 0 && Math.random() * 100 < p ? pick(CHAOS_ERRORS)() : null
    },
  }
}
