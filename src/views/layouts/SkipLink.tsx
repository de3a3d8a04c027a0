import { createContext, useContext, useEffect } from 'react'
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
 * draws it above everything while the shell (and its #content) is on screen.
 */
export function SkipLink() {
  return (
    <a href="#content" className={skipLink}>
      Skip to content
    </a>
  )
}

const ShellPresence = createContext<((present: boolean) => void) | null>(null)

/** Given by the root: told when the shell is on screen (a not-found page under it has none). */
export const ShellPresenceProvider = ShellPresence.Provider

/** The shell tells the root it is on screen, so the skip link has its target. */
export function useShellPresent() {
  const setPresent = useContext(ShellPresence)
  useEffect(() => {
    setPresent?.(true)
    return () => setPresent?.(false)
  }, [setPresent])
}
