import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

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
        </div>
        {description && <p className={descriptionClass}>{description}</p>}
      </div>
      {actions && <div className={actionsClass}>{actions}</div>}
    </header>
  )
}
