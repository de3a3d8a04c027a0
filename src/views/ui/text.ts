// The shared text styles (the `text` recipe): import these rather than writing
// the same css() again on each page.
import { text } from 'styled-system/recipes'

/** Ids, addresses, keys, fingerprints: small monospace. */
export const mono = text({ mono: true })

/** Secondary text: a caption, an empty cell's dash, a unit. */
export const muted = text({ tone: 'muted' })
