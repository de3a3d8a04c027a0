import { cloneElement, isValidElement, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { splitMatches } from '~/machines/shared/list-find.rules'

const markClass = css({ bg: 'accentBg', color: 'inherit', borderRadius: 'sm', boxShadow: '0 0 0 1px {colors.accent}' })

/** The text with every occurrence of the query marked: text nodes only, never markup from the data. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = splitMatches(text, query)
  if (!parts.some((p) => p.match)) return text
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <mark key={i} className={markClass}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

/**
 * A cell's content with the query marked in its text: strings, and the
 * string children of the elements around them (a name's link, a muted span),
 * a few levels down. Anything else is left as it is.
 */
export function highlightNode(node: ReactNode, query: string, depth = 0): ReactNode {
  if (typeof node === 'string') return <Highlight text={node} query={query} />
  if (depth > 3 || !isValidElement<{ children?: ReactNode }>(node)) return node
  const { children } = node.props
  if (typeof children === 'string') return cloneElement(node, undefined, <Highlight text={children} query={query} />)
  if (isValidElement(children)) return cloneElement(node, undefined, highlightNode(children, query, depth + 1))
  return node
}
