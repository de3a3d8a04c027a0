import { css } from 'styled-system/css'

const skipLink = css({
  position: 'absolute',
  top: '2',
  left: '2',
  zIndex: 'tooltip',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  bg: 'bg',
  color: 'accent',
  fontWeight: 'medium',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
})

/**
 * Past the top bar and the sidebar to the page (WCAG 2.4.1): the document's
 * first stop in the tab order, before the preview's banner too, so the root
 * draws it above everything on a page with the shell (AppShell's #content).
 */
export function SkipLink() {
  return (
    <a href="#content" className={skipLink}>
      Skip to content
    </a>
  )
}
