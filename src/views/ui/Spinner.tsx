import { css, cx } from 'styled-system/css'
import { useMinimumDisplay } from './useMinimumDisplay'

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
