import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, buttonClass } from './Button'

export type EmptyStateProps = {
  icon?: ReactNode
  title: string
  body?: ReactNode
  /** Any node: a router link styled with `buttonClass`, a Button, … */
  action?: ReactNode
  /** Shorthand for a button (with onClick) or a plain link (with href). */
  buttonText?: string
  onClick?: () => void
  href?: string
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  px: '6',
  py: '12',
})
const iconBox = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  mb: '1',
  borderRadius: 'md',
  color: 'accent',
  bg: 'accentBg',
})
const titleClass = css({ fontSize: 'md', fontWeight: 'medium', color: 'fg' })
const bodyClass = css({ fontSize: 'sm', color: 'fgMuted', maxW: '24rem' })

export function EmptyState({ icon, title, body, action, buttonText, onClick, href }: EmptyStateProps) {
  let cta = action
  if (!cta && buttonText) {
    cta = href ? (
      <a href={href} onClick={onClick} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {buttonText}
      </a>
    ) : (
      <Button variant="secondary" size="sm" onClick={onClick}>
        {buttonText}
      </Button>
    )
  }
  return (
    <div className={box}>
      {icon && <div className={iconBox}>{icon}</div>}
      {/* h2: an empty list sits right under the page's h1 (no level skipped). */}
      <h2 className={titleClass}>{title}</h2>
      {body && <div className={bodyClass}>{body}</div>}
      {cta && <div className={css({ mt: '3' })}>{cta}</div>}
    </div>
  )
}
