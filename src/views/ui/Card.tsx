import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export type CardProps = {
  title?: ReactNode
  /** Right of the title. */
  actions?: ReactNode
  children: ReactNode
  /** For in-page links to the card (`#id`). */
  id?: string
}

const card = css({ bg: 'bg', border: '1px solid {colors.border}', borderRadius: 'md', overflow: 'hidden' })
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  h: '10',
  bg: 'bgRaised',
  borderBottom: '1px solid {colors.border}',
})
const titleClass = css({
  fontFamily: 'mono',
  fontSize: '11px',
  fontWeight: 'medium',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fgMuted',
})
const body = css({ p: '4' })

/** A bordered panel with an optional title bar. */
export function Card({ title, actions, children, id }: CardProps) {
  return (
    <section className={card} id={id}>
      {(title || actions) && (
        <div className={header}>
          {title && <h2 className={titleClass}>{title}</h2>}
          {actions}
        </div>
      )}
      <div className={body}>{children}</div>
    </section>
  )
}
