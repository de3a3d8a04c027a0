import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Sidebar, type NavItem } from './Sidebar'
import { TopBar, type TopBarProps } from './TopBar'

type Props = TopBarProps & {
  nav: NavItem[]
  navHeading: string
  sidebarTop?: ReactNode
  children: ReactNode
}

/** Top bar, sidebar and content: the frame of every signed-in page. */
export function AppShell({ nav, navHeading, sidebarTop, children, ...top }: Props) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: '15rem 1fr',
        gridTemplateRows: 'auto 1fr',
        height: '100%',
        minHeight: 0,
      })}
    >
      <TopBar {...top} />
      <Sidebar heading={navHeading} items={nav} top={sidebarTop} />
      <main
        id="content"
        className={css({ overflow: 'auto', minWidth: 0, px: '8', py: '6', bg: 'bg' })}
      >
        {children}
      </main>
    </div>
  )
}
