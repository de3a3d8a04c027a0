import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { pb } from '~/paths'
import { applyTheme, readTheme, type ThemeChoice } from '../theme'
import { menuContent, menuItem, topButton } from './styles'

const THEMES: [ThemeChoice, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
]

export function UserMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const navigate = useNavigate()
  const [theme, setTheme] = useState<ThemeChoice>(readTheme)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={topButton} aria-label={`User menu for ${name}`}>
        <span aria-hidden className={css({ fontFamily: 'mono' })}>
          ◉
        </span>
        <span className={css({ _narrow: { srOnly: true } })}>{name}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
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
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
