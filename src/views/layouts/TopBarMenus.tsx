// The top bar's real menus (Ark's): a chunk of their own, mounted open at
// their first use (UserMenu.tsx and ScopeMenu.tsx stand in until then).
import { Menu, type MenuRootProps } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { startHighlight, type MenuStart } from '~/views/ui/LazyMenu'
import { pb } from '~/paths'
import { applyTheme, readTheme, type ThemeChoice } from '../theme'
import { menuContent, menuItem, topButton } from './styles'

const THEMES: [ThemeChoice, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
]

type LiveProps = { start: MenuStart; label: string; triggerContent: ReactNode }

type LiveMenuProps = LiveProps & {
  /** The items' values, in order: the first or last is highlighted as the menu opens from the keyboard. */
  values: { value: string }[]
  positioning?: MenuRootProps['positioning']
  children: ReactNode
}

/** A top-bar menu mounted open: its trigger, and its items in a portal. */
function LiveMenu({ start, label, triggerContent, values, positioning, children }: LiveMenuProps) {
  return (
    <Menu.Root {...(positioning && { positioning })} defaultOpen defaultHighlightedValue={startHighlight(start, values)}>
      <Menu.Trigger className={topButton} aria-label={label} autoFocus={start.focus}>
        {triggerContent}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

export function UserMenuLive({ start, label, triggerContent, onSignOut }: LiveProps & { onSignOut: () => void }) {
  const navigate = useNavigate()
  const [theme, setTheme] = useState<ThemeChoice>(readTheme)
  const values = [{ value: 'settings' }, ...THEMES.map(([t]) => ({ value: t })), { value: 'sign-out' }]
  return (
    <LiveMenu start={start} label={label} triggerContent={triggerContent} values={values} positioning={{ placement: 'bottom-end' }}>
      <Menu.Item value="settings" className={menuItem} onSelect={() => navigate({ to: pb.profile() })}>
        Settings
      </Menu.Item>
      <Menu.Separator className={css({ borderColor: 'border', my: '1' })} />
      <Menu.RadioItemGroup
        value={theme}
        onValueChange={({ value }) => {
          applyTheme(value as ThemeChoice)
          setTheme(value as ThemeChoice)
        }}
      >
        <Menu.ItemGroupLabel className={css({ px: '3', py: '1', fontSize: 'xs', color: 'fgSubtle' })}>
          Theme
        </Menu.ItemGroupLabel>
        {THEMES.map(([t, label]) => (
          <Menu.RadioItem key={t} value={t} className={menuItem}>
            {/* The item is a checked radio to assistive tech; the mark is for the eye. */}
            <Menu.ItemIndicator aria-hidden>✓</Menu.ItemIndicator>
            <Menu.ItemText>{label}</Menu.ItemText>
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
      <Menu.Separator className={css({ borderColor: 'border', my: '1' })} />
      <Menu.Item value="sign-out" className={menuItem} onSelect={onSignOut}>
        Sign out
      </Menu.Item>
    </LiveMenu>
  )
}

/** The fleet viewer's switch between the silo's pages and the system's. */
export function ScopeMenuLive({ start, label, triggerContent }: LiveProps) {
  const navigate = useNavigate()
  return (
    <LiveMenu start={start} label={label} triggerContent={triggerContent} values={[{ value: 'system' }, { value: 'silo' }]}>
      <Menu.Item value="system" className={menuItem} onSelect={() => navigate({ to: pb.silos() })}>
        System
      </Menu.Item>
      <Menu.Item value="silo" className={menuItem} onSelect={() => navigate({ to: pb.projects() })}>
        Silo
      </Menu.Item>
    </LiveMenu>
  )
}
