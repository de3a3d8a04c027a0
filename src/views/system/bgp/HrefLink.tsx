import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link to one of `pb`'s URLs that carries a query (`…?tab=announce-sets`):
 * the router is given the query apart from the path, else its preload reads
 * the query as part of the last path segment (a set named "x?tab=…").
 */
export function HrefLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [to, query = ''] = href.split('?')
  return (
    <Link to={to} search={Object.fromEntries(new URLSearchParams(query))} className={className}>
      {children}
    </Link>
  )
}
