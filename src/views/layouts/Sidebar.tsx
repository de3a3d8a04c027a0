import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'

/** `group`: items that share one are listed together under it, after the ungrouped ones' list. */
export type NavItem = { label: string; to: string; group?: string }

const headingStyle = css({
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fgSubtle',
  fontFamily: 'mono',
  px: '3',
  mb: '2',
})
const listStyle = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })

/** Consecutive items of one group together; ungrouped items form a group of their own (no heading). */
const groupsOf = (items: NavItem[]) => {
  const groups: { heading?: string; items: NavItem[] }[] = []
  for (const item of items) {
    const last = groups.at(-1)
    if (last && last.heading === item.group) last.items.push(item)
    else groups.push({ heading: item.group, items: [item] })
  }
  return groups
}

/** For the button that shows the sidebar on narrow screens (the `_narrow` condition). */
export const SIDEBAR_ID = 'sidebar'

const linkStyle = css({
  display: 'block',
  px: '3',
  py: '1.5',
  borderRadius: 'sm',
  color: 'fgMuted',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'bgHover', color: 'fg' },
  '&[aria-current=page]': { bg: 'accentBg', color: 'accent', fontWeight: 'medium' },
})

type Props = {
  heading: string
  items: NavItem[]
  top?: ReactNode
  /** Narrow screens only: the sidebar shows over the page while open. */
  open: boolean
  onClose: () => void
}

/** An item's pages: its own, those below it, and its create page (`disks` → `disks-new`). */
const isCurrent = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname === `${to}-new`

export function Sidebar({ heading, items, top, open, onClose }: Props) {
  const ref = useRef<HTMLElement>(null)
  const pathname = useLocation({ select: (l) => l.pathname })
  // Opened from the top bar's button: the keyboard goes on into the links.
  useEffect(() => {
    if (open) ref.current?.querySelector('a')?.focus()
  }, [open])
  return (
    <nav
      ref={ref}
      id={SIDEBAR_ID}
      aria-label={heading}
      data-open={open || undefined}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        onClose()
        document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus()
      }}
      // A link followed: the page changes, so the folded sidebar gets out of the way.
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onClose()
      }}
      className={css({
        gridRow: '2',
        borderRight: '1px solid {colors.border}',
        bg: 'bgRaised',
        px: '3',
        py: '4',
        overflowY: 'auto',
        _narrow: {
          display: 'none',
          '&[data-open]': {
            display: 'block',
            // Absolute in a grid: the containing block is its grid area (row 2), below the top bar.
            position: 'absolute',
            top: 0,
            left: 0,
            bottom: 0,
            w: '15rem',
            zIndex: 20,
            boxShadow: 'lg',
          },
        },
      })}
    >
      {top}
      <h2 className={headingStyle}>{heading}</h2>
      {groupsOf(items).map((group) => {
        const list = (
          <ul className={listStyle}>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkStyle} aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        )
        if (!group.heading) return <div key={group.items[0].to}>{list}</div>
        const id = `nav-group-${group.heading.toLowerCase().replace(/\W+/g, '-')}`
        return (
          <section key={group.heading} aria-labelledby={id} className={css({ mt: '4' })}>
            <h3 id={id} className={headingStyle}>
              {group.heading}
            </h3>
            {list}
          </section>
        )
      })}
    </nav>
  )
}
