import { css } from 'styled-system/css'
import { LazyMenu } from '~/views/ui/LazyMenu'
import { topButton } from './styles'

// The real menu (Ark's, with the user menu's) is a chunk fetched on the trigger's hover or focus.
const loadMenus = () => import('./TopBarMenus')

/** The fleet viewer's switch between the silo's pages and the system's. */
export function ScopeMenu({ level }: { level: 'silo' | 'system' }) {
  const label = 'Switch between silo and system'
  const triggerContent = (
    <>
      <span className={css({ color: 'fgSubtle', fontSize: 'xs', fontFamily: 'mono' })}>{level === 'system' ? 'SYSTEM' : 'SILO'}</span>▾
    </>
  )
  return (
    <LazyMenu load={loadMenus} trigger={{ className: topButton, 'aria-label': label, children: triggerContent }}>
      {({ ScopeMenuLive }, start) => <ScopeMenuLive start={start} label={label} triggerContent={triggerContent} />}
    </LazyMenu>
  )
}
