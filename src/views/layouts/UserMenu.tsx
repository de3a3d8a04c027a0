import { css } from 'styled-system/css'
import { LazyMenu } from '~/views/ui/LazyMenu'
import { topButton } from './styles'

// The real menu (Ark's) is a chunk fetched on the trigger's hover or focus.
const loadMenus = () => import('./TopBarMenus')

/**
 * The signed-in user's menu: their settings, the theme, sign out. It works
 * before the user's name is known; the name fills a place kept for it, so
 * the bar hardly moves when it comes.
 */
export function UserMenu({ name, onSignOut }: { name?: string; onSignOut: () => void }) {
  const label = name ? `User menu for ${name}` : 'User menu'
  const triggerContent = (
    <>
      <span aria-hidden className={css({ fontFamily: 'mono' })}>
        ◉
      </span>
      {/* Until the name is known, a place of a name's width is kept for it. */}
      <span className={css({ minW: name === undefined ? '24' : undefined, _narrow: { srOnly: true, minW: 0 } })}>{name}</span>
    </>
  )
  return (
    <LazyMenu load={loadMenus} trigger={{ className: topButton, 'aria-label': label, children: triggerContent }}>
      {({ UserMenuLive }, start) => <UserMenuLive start={start} label={label} triggerContent={triggerContent} onSignOut={onSignOut} />}
    </LazyMenu>
  )
}
