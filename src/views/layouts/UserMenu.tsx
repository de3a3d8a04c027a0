import { css } from 'styled-system/css'
import { LazyMenu } from '~/views/ui/LazyMenu'
import { topButton } from './styles'

// The real menu (Ark's) is a chunk fetched on the trigger's hover or focus.
const loadMenus = () => import('./TopBarMenus')

/** The signed-in user's menu: their settings, the theme, sign out. */
export function UserMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const label = `User menu for ${name}`
  const triggerContent = (
    <>
      <span aria-hidden className={css({ fontFamily: 'mono' })}>
        ◉
      </span>
      <span className={css({ _narrow: { srOnly: true } })}>{name}</span>
    </>
  )
  return (
    <LazyMenu load={loadMenus} trigger={{ className: topButton, 'aria-label': label, children: triggerContent }}>
      {({ UserMenuLive }, start) => <UserMenuLive start={start} label={label} triggerContent={triggerContent} onSignOut={onSignOut} />}
    </LazyMenu>
  )
}
