import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { NavigationAnnouncer } from './NavigationAnnouncer'
import { Sidebar, type NavItem } from './Sidebar'
import { useShellPresent } from './SkipLink'
import { TopBar, type TopBarProps } from './TopBar'

type Props = TopBarProps & {
  nav: NavItem[]
  navHeading: string
  sidebarTop?: ReactNode
  children: ReactNode
}


/** Top bar, sidebar and content: the frame of every signed-in page. */
export function AppShell({ nav, navHeading, sidebarTop, children, ...top }: Props) {
  // Only on narrow screens: whether the folded sidebar is showing over the page.
  const [navOpen, setNavOpen] = useState(false)
  useShellPresent()
  return (
    <div
      className={css({
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: '15rem 1fr',
        gridTemplateRows: 'auto 1fr',
        height: '100%',
        minHeight: 0,
        _narrow: { gridTemplateColumns: '1fr' },
      })}
    >
      <TopBar {...top} navOpen={navOpen} onToggleNav={() => setNavOpen((o) => !o)} />
      <Sidebar heading={navHeading} items={nav} top={sidebarTop} open={navOpen} onClose={() => setNavOpen(false)} />
      <main
        id="content"
        tabIndex={-1}
        // The router keeps this scroll container's position per history entry (Back restores it).
        data-scroll-restoration-id="content"
        className={css({
          // The scroll container is also the containing block of what is positioned in it
          // (screen-reader-only text): otherwise that counts against the window, which then scrolls.
          position: 'relative',
          overflow: 'auto',
          // Focus moved to a field never leaves it under a page's sticky footer.
          scrollPaddingBottom: '6rem',
          minWidth: 0,
          px: '8',
          py: '6',
          bg: 'bg',
          _narrow: { px: '4' },
        })}
      >
        {children}
      </main>
      <NavigationAnnouncer />
    </div>
  )
}
