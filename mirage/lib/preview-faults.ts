// Two knobs of the technical preview, read from localStorage like `chaos`, so
// a test (or someone trying the console) can see how it behaves when things
// are slow or one call fails, without a special build:
//
// - `latency`: ms per response ("2000") or a range drawn per call
//   ("1500-2500"), read when the mock starts; unset keeps 200–400 ms.
// - `failNext`: JSON `{ "method": "POST", "path": "/v1/instances/db1/stop",
//   "status": 503, "message": "…", "errorCode": "…" }`, read on every call:
//   the next call with that method and path (query ignored) gets that error
//   instead of its answer, once; the key is removed when it fires. Status
//   defaults to 500 and the message to Nexus's for it.
import { NexusError } from './errors'
import type { Latency } from './faults'

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null // storage can be blocked
  }
}

/** A latency setting ("2000", "1500-2500"); null when unset or unreadable. */
export function toLatency(value: string | null | undefined): Latency | null {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value ?? '')
  if (!m) return null
  const min = Number(m[1])
  const max = m[2] === undefined ? min : Number(m[2])
  return min === max ? min : [Math.min(min, max), Math.max(min, max)]
}

export const latencySetting = (): Latency | null => toLatency(stored('latency'))

interface PlannedFault {
  method: string
  path: string
  status?: number
  message?: string
  errorCode?: string
}

const DEFAULT_MESSAGE: Record<number, [code: string | undefined, message: string]> = {
  400: ['InvalidRequest', 'Bad Request'],
  403: ['Forbidden', 'Forbidden'],
  404: [undefined, 'Not Found'],
  500: ['Internal', 'Internal Server Error'],
  503: ['ServiceNotAvailable', 'Service Unavailable'],
}

function plannedFault(): PlannedFault | null {
  const raw = stored('failNext')
  if (!raw) return null
  try {
    const f = JSON.parse(raw) as Partial<PlannedFault>
    return typeof f.method === 'string' && typeof f.path === 'string' ? (f as PlannedFault) : null
  } catch {
    return null
  }
}

/** The error planned for this call, if it is the one `failNext` names; the plan is used up. */
export function takePlannedFault(method: string, url: string): NexusError | null {
  const f = plannedFault()
  if (!f) return null
  const path = new URL(url, 'http://mock.invalid').pathname
  if (f.method.toUpperCase() !== method.toUpperCase() || f.path !== path) return null
  globalThis.localStorage?.removeItem('failNext')
  const status = f.status ?? 500
  const [code, message] = DEFAULT_MESSAGE[status] ?? [undefined, 'Error']
  return new NexusError(status, f.errorCode ?? code, f.message ?? message)
}
