import { useEffect, useState } from 'react'
import { SPINNER_MIN_MS } from './Spinner'
import { useMinimumDisplay } from './useMinimumDisplay'

export type BusyDisplayOptions = {
  /** Show nothing for a wait shorter than this: an answer from the cache needs no indicator. */
  delayMs?: number
  /** Once shown, stay at least this long (500 ms). */
  minMs?: number
}

/**
 * Whether a busy indicator is on screen for a wait that is `active`: only once
 * the wait has lasted `delayMs`, and then for at least `minMs`, so it neither
 * flickers on for a fast answer nor flashes off a moment after it appeared.
 */
export function useBusyDisplay(active: boolean, { delayMs = 0, minMs = SPINNER_MIN_MS }: BusyDisplayOptions = {}): boolean {
  const [late, setLate] = useState(false)
  const [prevActive, setPrevActive] = useState(active)
  // A wait that ends (or starts again) clears the delay in the same render.
  if (prevActive !== active) {
    setPrevActive(active)
    setLate(false)
  }
  useEffect(() => {
    if (!active || delayMs <= 0) return
    const t = setTimeout(() => setLate(true), delayMs)
    return () => clearTimeout(t)
  }, [active, delayMs])
  return useMinimumDisplay(active && (delayMs <= 0 || late), minMs)
}
