// Showing that something is on its way: a spinner and the page's busy bar,
// each shown only once a wait is long enough to notice and then for long
// enough not to flash.
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'

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

/** Once shown, a spinner stays at least this long. */
export const SPINNER_MIN_MS = 500

export type SpinnerProps = {
  /** Defaults to true; when it turns false the spinner still finishes its minimum display. */
  show?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** Accessible label; ignored when `decorative`. */
  label?: string
  /** Inside a control that already says it is busy (a loading button). */
  decorative?: boolean
  className?: string
}

const sizes = { sm: 12, md: 16, lg: 24 } as const

const spin = css({ animation: 'spin 0.8s linear infinite', display: 'inline-block', flexShrink: 0 })

export function Spinner({ show = true, size = 'md', label = 'Loading', decorative, className }: SpinnerProps) {
  const visible = useMinimumDisplay(show, SPINNER_MIN_MS)
  if (!visible) return null
  const px = sizes[size]
  return (
    <span
      className={cx(spin, className)}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      data-testid="spinner"
    >
      <svg width={px} height={px} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M14 8a6 6 0 00-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  )
}

/** A wait shorter than this (a page answered from the cache) shows no bar. */
export const PAGE_BUSY_DELAY_MS = 150

const bar = css({
  position: 'fixed',
  top: 0,
  insetX: 0,
  h: '3px',
  zIndex: 'toast',
  overflow: 'hidden',
  pointerEvents: 'none',
  bg: 'accentBg',
})
const fill = css({
  display: 'block',
  h: '100%',
  w: '100%',
  bg: 'accent',
  animation: 'pulse 1s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
})
const srOnly = css({ srOnly: true })

/**
 * The page is waiting on the server (the router loading the next page, or
 * reloading this one): a bar across the top, and a status for assistive
 * technology. The page on screen stays until the next one has its data, so a
 * slow network never shows a blank page, only this.
 */
export function PageBusy({ busy, label = 'Opening page' }: { busy: boolean; label?: string }) {
  const shown = useBusyDisplay(busy, { delayMs: PAGE_BUSY_DELAY_MS })
  if (!shown) return null
  return (
    <div className={bar} role="status" aria-label={label} data-testid="page-busy">
      <span className={fill} aria-hidden="true" />
      <span className={srOnly}>{label}</span>
    </div>
  )
}
