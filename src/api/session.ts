// A session's data dies with it. Every call is tied to the session it was sent
// in: when that session ends (sign-out, a 401, another user, a new sign-in)
// its calls still under way are aborted, and an answer that was already on
// its way is refused where it lands (client.ts), so nothing read for one
// session can reach a page, a machine or the cache of the next. Each session
// has a number, which the router makes part of every page it loads
// (routes/router.ts): a page loaded in one session is never shown in the next.
// This module is in the boot chunk (early.ts): keep it free of imports.

let current = new AbortController()
let number = 0
let hold: Promise<void> | undefined
const endListeners = new Set<() => void>()

/** The signal of the session now: aborted the moment it ends. */
export function sessionSignal(): AbortSignal {
  return current.signal
}

/** The session now, as a number: one more at every end. */
export function sessionNumber(): number {
  return number
}

/**
 * What the session's calls wait for before they leave: while a sign-out is
 * on its way to the server, the server has not ended the old session yet,
 * and whatever it answered then would be the old session's.
 */
export function sessionHold(): Promise<void> | undefined {
  return hold
}

/** What an aborted call of an ended session rejects with (an AbortError, as fetch's own). */
export function sessionEnded(): DOMException {
  return new DOMException('The session ended', 'AbortError')
}

/**
 * Ends the session: its calls under way are aborted and every holder of its
 * data (the cache, the boot module's early reads, the pages on screen) drops
 * it. The next call belongs to the next session; given `until` (the server's
 * answer to a sign-out), the next session's calls wait for it.
 */
export function endSession(until?: Promise<unknown>): void {
  const ended = current
  current = new AbortController()
  number += 1
  if (until) {
    const settled = until.then(
      () => {},
      () => {},
    )
    hold = settled
    void settled.then(() => {
      if (hold === settled) hold = undefined
    })
  }
  ended.abort(sessionEnded())
  for (const drop of endListeners) drop()
}

/** Runs `drop` whenever a session ends (each holder of session data registers once); returns the unsubscribe. */
export function onSessionEnd(drop: () => void): () => void {
  endListeners.add(drop)
  return () => void endListeners.delete(drop)
}
