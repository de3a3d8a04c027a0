import { useEffect, useRef, useState } from 'react'

/**
 * True while `active`, and then until `minMs` have passed since it became
 * true: a spinner that flashes for 30 ms reads as a glitch (spec §9).
 */
export function useMinimumDisplay(active: boolean, minMs: number): boolean {
  const shownAt = useRef<number | null>(null)
  const [lingering, setLingering] = useState(false)

  if (active && shownAt.current === null) shownAt.current = Date.now()

  useEffect(() => {
    if (active) {
      setLingering(true)
      return
    }
    if (shownAt.current === null) return
    const remaining = minMs - (Date.now() - shownAt.current)
    const hide = () => {
      shownAt.current = null
      setLingering(false)
    }
    if (remaining <= 0) {
      hide()
      return
    }
    const t = setTimeout(hide, remaining)
    return () => clearTimeout(t)
  }, [active, minMs])

  return active || lingering
}
