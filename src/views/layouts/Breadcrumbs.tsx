import { Link, useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'

/** The trail of crumbs the matched routes declare; also the document title. */
export function useCrumbs() {
  const matches = useMatches()
  return matches.flatMap((m) => {
    const crumb = m.staticData?.crumb
    if (!crumb) return []
    const value = typeof crumb === 'function' ? crumb(m.params as Record<string, string>) : crumb
    return typeof value === 'string' ? [{ label: value, to: m.pathname }] : value
  })
}

/** Every page's title is its crumbs, most specific first. */
export function DocumentTitle() {
  const title = [...useCrumbs().map((c) => c.label).reverse(), 'Oxide Console'].join(' / ')
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}

export function Breadcrumbs() {
  const crumbs = useCrumbs()
  return (
    <nav aria-label="Breadcrumbs" className={css({ fontSize: 'sm', color: 'fgMuted', overflow: 'hidden' })}>
      <ol className={css({ display: 'flex', gap: '2', listStyle: 'none', flexWrap: 'wrap' })}>
        {crumbs.map((c, i) => (
          <li key={c.to + i} className={css({ display: 'flex', gap: '2' })}>
            {i > 0 && <span aria-hidden>/</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className={css({ color: 'fg' })}>
                {c.label}
              </span>
            ) : (
              <Link to={c.to} className={css({ color: 'fgMuted', _hover: { color: 'fg' } })}>
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
