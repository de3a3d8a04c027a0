import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { useCrumbs } from './Breadcrumbs'

/** Module-wide: the shell remounts between the silo, project and system layouts. */
let visited = false

/**
 * After an in-app navigation to another page: focus on the new page's h1
 * (without scrolling) and a polite announcement of where the user now is.
 * Opening or closing a side modal, or switching a tab, keeps the page's h1
 * (the same element), so nothing is said or moved then.
 */
export function NavigationAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const crumbs = useCrumbs()
  const label = crumbs.map((c) => c.label).join(' / ')
  const trail = useRef(label)
  // Declared before the effect below, so it runs first: the trail of the page arrived at.
  useEffect(() => {
    trail.current = label
  }, [label])
  const [message, setMessage] = useState('')
  const heading = useRef<Element | null>(null)

  useEffect(() => {
    const main = document.getElementById('content')
    if (!main) return
    const current = () => main.querySelector('h1')
    if (!visited) {
      // The first page of a visit: the browser itself announces the document.
      visited = true
      heading.current = current()
      return
    }
    const arrived = (h1: HTMLElement) => {
      heading.current = h1
      h1.tabIndex = -1
      // A page that put focus somewhere on purpose (Resize → the resize fields) keeps it.
      const active = document.activeElement
      if (!(active && active !== document.body && main.contains(active))) h1.focus({ preventScroll: true })
      setMessage(`${h1.textContent ?? ''}. ${trail.current}`)
    }
    const now = current()
    if (now && now !== heading.current) return arrived(now)
    // A lazy page shows its h1 a little after the URL changed.
    const watch = new MutationObserver(() => {
      const h1 = current()
      if (h1 && h1 !== heading.current) {
        watch.disconnect()
        arrived(h1)
      }
    })
    watch.observe(main, { childList: true, subtree: true })
    return () => watch.disconnect()
  }, [pathname])

  return (
    <div role="status" aria-live="polite" data-testid="navigation-announcer" className={css({ srOnly: true })}>
      {message}
    </div>
  )
}
