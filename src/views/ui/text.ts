// The shared text styles (the `text` recipe): import these rather than writing
// the same css() again on each page.
import { css } from 'styled-system/css'
import { text } from 'styled-system/recipes'

/** Ids, addresses, keys, fingerprints: small monospace. */
export const mono = text({ mono: true })

/** Secondary text: a caption, an empty cell's dash, a unit. */
export const muted = text({ tone: 'muted' })

/** A failed read's line above what it would have shown, with its Retry at the end. */
export const errorBanner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '4',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
})
