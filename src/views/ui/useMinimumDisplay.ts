import { useEffect, useRef, useState } from 'react'

/**
 * True while `active`, and then until `minMs` have passed since it became
 * true: a spinner that flashes for 30 ms reads as a glitch.
 */
export function useMinimumDisplay(active: boolean, minMs: number): boolean {
  const shownAt = useRef(0)
  const [prevActive, setPrevActive] = useState(active)
  const [holding, setHolding] = useState(false)

  // Adjusting state to a changed prop during render (React's documented
  // pattern): turning off starts the hold in the same render, no flicker.
  if (prevActive !== active) {
    setPrevActive(active)
    setHolding(!active)
  }

  useEffect(() => {
    if (active) shownAt.current = Date.now()
  }, [active])

  useEffect(() => {
    if (!holding) return
    const remaining = Math.max(0, minMs - (Date.now() - shownAt.current))
    const t = setTimeout(() => setHolding(false), remaining)
    return () => clearTimeout(t)
  }, [holding, minMs])

  return active || holding
}
