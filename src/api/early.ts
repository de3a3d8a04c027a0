// Data before code: the boot module (src/main.tsx) sends the first
// page's GETs as soon as the HTML's first script runs, long before the app's
// chunk is in; the client (client.ts) takes each answer instead of sending the
// same call again. What is taken goes through the client's usual path — the
// same parsing, error classes and 401 → login — so an early answer is never
// treated differently from a late one.
//
// An answer is taken once, by the exact URL the app would have asked, and
// only while it is fresh (the cache's 2 s); each early read belongs to the
// session it was sent in (session.ts): when that session ends (sign-out, a
// user switch, any 401) the reads are aborted and forgotten, so nothing
// fetched before can reach a page after.
// This module is in the boot chunk: keep its imports tiny.
import { STALE_TIME } from './constants'
import { onSessionEnd, sessionHold, sessionSignal } from './session'

type Early = { response: Promise<Response>; session: AbortSignal; answeredAt?: number }

const early = new Map<string, Early>()

/** A URL as compared: its query's parameters in one order, whatever order they were written in. */
function key(url: string): string {
  const [path, query = ''] = url.split('?')
  const params = new URLSearchParams(query)
  params.sort()
  const q = params.toString()
  return q ? `${path}?${q}` : path
}

/** Sends `urls` (same-origin paths with their query) now, to be taken by `takeEarly`. */
export function startEarly(urls: readonly string[]): void {
  // While a sign-out is on its way, the server may still answer for the old session.
  if (sessionHold()) return
  for (const url of urls) {
    if (early.has(key(url))) continue
    const session = sessionSignal()
    const entry: Early = { response: fetch(url, { credentials: 'same-origin', signal: session }), session }
    entry.response.then(
      () => (entry.answeredAt = Date.now()),
      () => early.delete(key(url)),
    )
    early.set(key(url), entry)
  }
}

/** The early answer to `url`, once; none when there was none or it is no longer fresh. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const entry = early.get(key(url))
  if (!entry) return undefined
  early.delete(key(url))
  if (entry.session.aborted) return undefined
  if (entry.answeredAt !== undefined && Date.now() - entry.answeredAt > STALE_TIME) return undefined
  return entry.response
}

/** Forgets every early answer not taken yet (sign-out, another user, a 401). */
export function dropEarly(): void {
  early.clear()
}
onSessionEnd(dropEarly)
