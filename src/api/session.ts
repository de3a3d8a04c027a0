// A session's data dies with it. Every call is tied to the session it was sent
// in: when that session ends (sign-out, a 401, another user, a new sign-in)
// its calls still under way are aborted, and an answer that was already on
// its way is refused where it lands (client.ts), so nothing read for one
// session can reach a page, a machine or the cache of the next.
// This module is in the boot chunk (early.ts): keep it free of imports.

let current = new AbortController()
const endListeners = new Set<() => void>()

/** The signal of the session now: aborted the moment it ends. */
export function sessionSignal(): AbortSignal {
  return current.signal
}

/** What an aborted call of an ended session rejects with (an AbortError, as fetch's own). */
export function sessionEnded(): DOMException {
  return new DOMException('The session ended', 'AbortError')
}

/**
 * Ends the session: its calls under way are aborted and every holder of its
 * data (the cache, the boot module's early reads) drops it. The next call
 * belongs to the next session.
 */
export function endSession(): void {
  const ended = current
  current = new AbortController()
  ended.abort(sessionEnded())
  for (const drop of endListeners) drop()
}

/** Runs `drop` whenever a session ends (each holder of session data registers once). */
export function onSessionEnd(drop: () => void): void {
  endListeners.add(drop)
}
