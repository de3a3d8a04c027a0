import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'

const link = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

/** A row's name linking to its page: the first column of most lists. */
export function NameLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={link}>
      {children}
    </Link>
  )
}
