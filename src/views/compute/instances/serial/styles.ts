import { css } from 'styled-system/css'

/** The terminal's dark panel (dark in both themes: serial output is written for one); the page's placeholder uses it too. */
export const panelClass = css({
  position: 'relative',
  flex: 1,
  minHeight: '20rem',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: '#080f11',
  overflow: 'hidden',
})
