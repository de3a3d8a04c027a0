// A dry run of the client: while one runs, every call made is written down in
// the form it would take on the wire (method, path with its query string,
// snake_case body) and is NOT sent. The call fails at once with `NotSent`, so
// the code that made it stops there: nothing after it (a second call built
// from the first's answer, a cache refresh) runs. A form shows with this the
// request its submit would make, from the submit itself.
//
// The run is scoped by time, not by caller (a browser has no async context):
// from the moment `run` is called until its promise settles, ANY call is
// written down and refused. A submit reaches its first call within the same
// turn of the event loop (its first call is its first await, or follows reads
// already held in the cache), so the window closes before any timer or answer
// could start another caller's call. Runs never overlap: one waits for the last.
import { snakify } from './case'
import { isFormPath } from './operation'
import { fillPath } from './path'
import { toQueryString, toSearchParams } from './query-string'
import type { Method } from './types'

export type WireRequest = {
  method: Method | 'head'
  /** The path with its query string, as sent: `/v1/floating-ips?project=p1`. */
  path: string
  /** The JSON body as sent (snake_case keys, dates as ISO strings); absent without one. */
  body?: unknown
  /** A form-encoded body (`user_code=…`), as sent in place of JSON. */
  form?: string
  /**
   * A read answered, for the dry run, with what the page last read of it
   * (the cache): the calls after it are made from that answer. The real
   * call reads it afresh.
   */
  held?: true
}

export type DryRun = {
  /** Every call the run made, in order; none was sent. */
  requests: WireRequest[]
  /**
   * The run stopped at a call that was not sent (it never ran to its end):
   * anything it would do after that call depends on the call's answer.
   */
  stopped: boolean
  /** What the run threw of its own, before any call was refused (a check of its own). */
  error?: unknown
}

/** The refusal of a call made under a dry run. */
export class NotSent extends Error {
  constructor(readonly request: WireRequest) {
    super(`Not sent (dry run): ${request.method.toUpperCase()} ${request.path}`)
    this.name = 'NotSent'
  }
}

type CallOptions = { path?: Record<string, unknown>; query?: object; body?: unknown }

/** A call as it goes on the wire: what `client.ts` sends for these arguments. */
export function wireRequest(method: Method | 'head', pathTemplate: string, opts: CallOptions = {}): WireRequest {
  const path = fillPath(pathTemplate, opts.path) + toQueryString(opts.query)
  if (opts.body === undefined) return { method, path }
  if (isFormPath(pathTemplate)) return { method, path, form: toSearchParams(opts.body as object).toString() }
  return { method, path, body: snakify(opts.body) }
}

let recording: { requests: WireRequest[]; refused: number } | undefined

type HeldRead = (pathTemplate: string, opts: CallOptions) => unknown
let heldRead: HeldRead = () => undefined
/** How a dry run finds what the page last read of a GET (cache.ts registers it: the client cannot import the cache). */
export function answerDryRunReadsWith(read: HeldRead): void {
  heldRead = read
}
let last: Promise<unknown> = Promise.resolve()

/** Whether a dry run is under way (the cache then fetches nothing and changes nothing: cache.ts). */
export const inDryRun = (): boolean => recording !== undefined

/**
 * Under a dry run: writes the call down and returns its refusal (the client
 * returns that instead of sending), or, for a GET whose answer the page holds
 * and `answerHeld`, that answer. Otherwise undefined: send as usual.
 */
function underDryRun(
  method: Method | 'head',
  pathTemplate: string,
  opts: CallOptions,
  answerHeld: boolean,
): { held: unknown } | { refused: unknown } | undefined {
  if (!recording) return undefined
  let request: WireRequest
  try {
    request = wireRequest(method, pathTemplate, opts)
  } catch (e) {
    // A call that could not even be built (a missing path parameter) is refused too.
    recording.refused++
    return { refused: e }
  }
  const held = answerHeld && method === 'get' ? heldRead(pathTemplate, opts) : undefined
  if (held !== undefined) {
    recording.requests.push({ ...request, held: true })
    return { held }
  }
  recording.requests.push(request)
  recording.refused++
  return { refused: new NotSent(request) }
}

/** A call under a dry run: its refusal; undefined otherwise (send it). */
export function dryRunCall(method: Method | 'head', pathTemplate: string, opts: CallOptions = {}): Promise<never> | undefined {
  // Never answered from the cache: this call's answer is not JSON (client.ts requestRaw).
  const r = underDryRun(method, pathTemplate, opts, false)
  return r && Promise.reject('refused' in r ? r.refused : new NotSent(wireRequest(method, pathTemplate, opts)))
}

/** A JSON call under a dry run: a GET the page holds is answered with that; any other call is refused. */
export function dryRunRequest(method: Method, pathTemplate: string, opts: CallOptions = {}): Promise<unknown> | undefined {
  const r = underDryRun(method, pathTemplate, opts, true)
  if (!r) return undefined
  return 'held' in r ? Promise.resolve(r.held) : Promise.reject(r.refused)
}

/** Runs `run` with every call it makes written down and refused (see above). */
export function dryRun(run: () => Promise<unknown>): Promise<DryRun> {
  const go = async (): Promise<DryRun> => {
    const rec = { requests: [] as WireRequest[], refused: 0 }
    recording = rec
    try {
      await run()
      return { requests: rec.requests, stopped: false }
    } catch (error) {
      // A refused call may reach here wrapped in the caller's own error: it stopped all the same.
      if (rec.refused > 0) return { requests: rec.requests, stopped: true }
      return { requests: rec.requests, stopped: false, error }
    } finally {
      recording = undefined
    }
  }
  const result = last.then(go, go)
  last = result
  return result
}
