import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export type TabItem<T extends string = string> = { value: T; label: ReactNode; disabled?: boolean }

/** Typed by the tabs' values: the change hands back one of them, never any string. */
export type TabsProps<T extends string> = {
  /** Controlled: a route usually owns the current tab. */
  value: T
  onValueChange: (value: T) => void
  tabs: readonly TabItem<T>[]
  /** Content of the selected tab (e.g. the route's outlet). */
  children?: ReactNode
  'aria-label'?: string
}

const list = css({
  display: 'flex',
  // At 320 px the tabs wrap to a second row rather than past the edge.
  flexWrap: 'wrap',
  columnGap: '5',
  borderBottom: '1px solid {colors.border}',
  mb: '5',
})
const trigger = css({
  position: 'relative',
  py: '2.5',
  textStyle: 'eyebrow',
  color: 'fgMuted',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  mb: '-1px',
  borderBottom: '2px solid transparent',
  '&:not([data-selected]):hover': { color: 'fg' },
  '&[data-selected]': { color: 'accent', borderBottomColor: 'accent' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

export function Tabs<T extends string>({ value, onValueChange, tabs, children, 'aria-label': label }: TabsProps<T>) {
  // Ark names the chosen tab by its string; it is one of ours.
  const choose = (chosen: string) => {
    const tab = tabs.find((t) => t.value === chosen)
    if (tab) onValueChange(tab.value)
  }
  return (
    <ArkTabs.Root value={value} onValueChange={(d) => choose(d.value)}>
      <ArkTabs.List className={list} aria-label={label}>
        {tabs.map((t) => (
          <ArkTabs.Trigger key={t.value} value={t.value} disabled={t.disabled} className={trigger}>
            {t.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      <ArkTabs.Content value={value}>{children}</ArkTabs.Content>
    </ArkTabs.Root>
  )
}
