import { css } from 'styled-system/css'
import { useBusyDisplay } from './useBusyDisplay'

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
