// A page's frame: its header, sections, cards and the empty state.
import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { ActionMenu, type ActionItem } from './ActionMenu'
import { Button, buttonClass } from './Button'
import { DocsPopover } from './DocsPopover'

export type PageHeaderProps = {
  title: ReactNode
  icon?: ReactNode
  /** Buttons, an ActionMenu, … on the right. */
  actions?: ReactNode
  description?: ReactNode
}

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  pb: '4',
  mb: '6',
  borderBottom: '1px solid {colors.border}',
  // At 320 px the actions go below the title rather than past the edge.
  flexWrap: 'wrap',
})
const titleRow = css({ display: 'flex', alignItems: 'center', gap: '2.5', minW: 0 })
const iconBox = css({ display: 'flex', color: 'accent', flexShrink: 0 })
const h1 = css({
  fontFamily: 'mono',
  fontSize: 'lg',
  fontWeight: 'medium',
  letterSpacing: 'tight',
  color: 'fg',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
const descriptionClass = css({ mt: '1', fontSize: 'sm', color: 'fgMuted' })
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', flexShrink: 0, maxW: 'full' })

export function PageHeader({ title, icon, actions, description }: PageHeaderProps) {
  return (
    <header className={header}>
      <div className={css({ minW: 0 })}>
        <div className={titleRow}>
          {icon && <span className={iconBox}>{icon}</span>}
          <h1 className={h1}>{title}</h1>
          <DocsPopover />
        </div>
        {description && <p className={descriptionClass}>{description}</p>}
      </div>
      {actions && <div className={actionsClass}>{actions}</div>}
    </header>
  )
}

export type ResourceHeaderProps = {
  /** What the page shows: its name is the title, its description (if any) stands under it. */
  resource: { name: string; description?: string }
  /** The menu's accessible name ('VPC actions'). */
  menuLabel: string
  items: ActionItem[]
}

/** The header of one resource's page: its name, its description and its 'Actions' menu. */
export function ResourceHeader({ resource, menuLabel, items }: ResourceHeaderProps) {
  return (
    <PageHeader
      title={resource.name}
      description={resource.description || undefined}
      actions={<ActionMenu trigger="Actions" label={menuLabel} items={items} />}
    />
  )
}

const section = css({ display: 'grid', gap: '3', mb: '8' })
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' })
const heading = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg' })
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

export type SectionProps = {
  title: string
  /** Buttons beside the heading (adding to what the section lists). */
  actions?: ReactNode
  children: ReactNode
}

/** A titled part of a page (a tab's disks, a router's routes): a region named by its heading. */
export function Section({ title, actions, children }: SectionProps) {
  const id = useId()
  return (
    <section className={section} aria-labelledby={id}>
      <div className={head}>
        <h2 id={id} className={heading}>
          {title}
        </h2>
        {actions && <div className={buttons}>{actions}</div>}
      </div>
      {children}
    </section>
  )
}

export type CardProps = {
  title?: ReactNode
  /** Right of the title. */
  actions?: ReactNode
  children: ReactNode
  /** For in-page links to the card (`#id`). */
  id?: string
}

const card = css({ bg: 'bg', border: '1px solid {colors.border}', borderRadius: 'md', overflow: 'hidden' })
const cardHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  h: '10',
  bg: 'bgRaised',
  borderBottom: '1px solid {colors.border}',
})
const cardTitle = css({
  textStyle: 'eyebrow',
  color: 'fgMuted',
})
const body = css({ p: '4' })

/** A bordered panel with an optional title bar. */
export function Card({ title, actions, children, id }: CardProps) {
  return (
    <section className={card} id={id}>
      {(title || actions) && (
        <div className={cardHeader}>
          {title && <h2 className={cardTitle}>{title}</h2>}
          {actions}
        </div>
      )}
      <div className={body}>{children}</div>
    </section>
  )
}

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

const emptyBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  px: '6',
  py: '12',
})
const emptyIcon = css({
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
const emptyTitle = css({ fontSize: 'md', fontWeight: 'medium', color: 'fg' })
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
    <div className={emptyBox}>
      {icon && <div className={emptyIcon}>{icon}</div>}
      {/* h2: an empty list sits right under the page's h1 (no level skipped). */}
      <h2 className={emptyTitle}>{title}</h2>
      {body && <div className={bodyClass}>{body}</div>}
      {cta && <div className={css({ mt: '3' })}>{cta}</div>}
    </div>
  )
}
