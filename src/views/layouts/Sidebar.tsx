import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export type NavItem = { label: string; to: string }

const linkStyle = css({
  display: 'block',
  px: '3',
  py: '1.5',
  borderRadius: 'sm',
  color: 'fgMuted',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'bgHover', color: 'fg' },
  '&[data-status=active]': { bg: 'accentBg', color: 'accent', fontWeight: 'medium' },
})

export function Sidebar({ heading, items, top }: { heading: string; items: NavItem[]; top?: ReactNode }) {
  return (
    <nav
      aria-label={heading}
      className={css({
        gridRow: '2',
        borderRight: '1px solid {colors.border}',
        bg: 'bgRaised',
        px: '3',
        py: '4',
        overflowY: 'auto',
      })}
    >
      {top}
      <h2
        className={css({
          fontSize: 'xs',
          textTransform: 'uppercase',
          letterSpacing: 'wider',
          color: 'fgSubtle',
          fontFamily: 'mono',
          px: '3',
          mb: '2',
        })}
      >
        {heading}
      </h2>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkStyle} activeOptions={{ includeSearch: false }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
