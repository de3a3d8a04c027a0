import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { pb } from '~/paths'
import { MenuIcon } from '~/views/ui/icons'
import { navButton } from './styles'
import { Breadcrumbs } from './Breadcrumbs'
import { SIDEBAR_ID } from './Sidebar'
import { ScopeMenu } from './ScopeMenu'
import { UserMenu } from './UserMenu'

export type TopBarProps = {
  /** Undefined until the session's read of the user answers: the menu keeps the name's place. */
  userName?: string
  /** Only fleet viewers may switch between the silo and the system. */
  isFleetViewer: boolean
  level: 'silo' | 'system'
  onSignOut: () => void
  /** The quick-actions palette's button (it brings its dialog along). */
  palette?: ReactNode
}

type Props = TopBarProps & { navOpen: boolean; onToggleNav: () => void }

export function TopBar({ userName, isFleetViewer, level, onSignOut, palette, navOpen, onToggleNav }: Props) {
  return (
    <header
      className={css({
        gridColumn: '1 / -1',
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        h: '14',
        px: '4',
        borderBottom: '1px solid {colors.border}',
        bg: 'bg',
        // Reflow (WCAG 1.4.10): at 320 px the crumbs take a row of their own below the buttons.
        _narrow: { flexWrap: 'wrap', h: 'auto', minH: '14', gap: '2', py: '2.5' },
      })}
    >
      <button
        type="button"
        className={navButton}
        aria-label="Navigation"
        aria-expanded={navOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleNav}
      >
        <MenuIcon />
      </button>
      <Link
        to={pb.projects()}
        className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', color: 'fg' })}
        aria-label="Oxide Console home"
      >
        <span aria-hidden className={css({ w: '5', h: '5', borderRadius: 'sm', bg: 'accent' })} />
        <span
          className={css({
            fontFamily: 'mono',
            letterSpacing: 'wide',
            textTransform: 'uppercase',
            fontSize: 'sm',
            _narrow: { srOnly: true },
          })}
        >
          Oxide
        </span>
      </Link>
      {isFleetViewer && <ScopeMenu level={level} />}
      <div className={css({ flex: 1, minW: 0, _narrow: { order: 1, flexBasis: '100%' } })}>
        <Breadcrumbs />
      </div>
      <div className={css({ display: 'flex', gap: '4', _narrow: { gap: '2', ml: 'auto' } })}>
        {palette}
        <UserMenu name={userName} onSignOut={onSignOut} />
      </div>
    </header>
  )
}
