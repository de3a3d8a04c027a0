import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { triggerClass, type ActionItem, type ActionMenuProps } from './action-menu-parts'
import { MoreIcon } from './icons'
import { startHighlight, type MenuStart } from './LazyMenu'

const contentClass = css({
  zIndex: 'popover',
  minW: '11rem',
  py: '1',
  bg: 'bg',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'md',
  boxShadow: 'md',
  // Focused by script when opened; src/index.css's unlayered :focus-visible ring would win without !important.
  outline: 'none !important',
  '&[data-state=open]': { animation: 'popIn 0.12s ease-out' },
})

const itemClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  color: 'fg',
  cursor: 'pointer',
  userSelect: 'none',
  // Not by colour alone: the hover tint is too faint to mark keyboard focus (WCAG 1.4.11).
  '&[data-highlighted]': { bg: 'bgHover', boxShadow: 'inset 2px 0 0 {colors.accent}' },
  '&[data-danger]': { color: 'danger' },
  '&[data-disabled]': { color: 'fgSubtle', cursor: 'not-allowed' },
})
const reasonClass = css({ fontSize: 'xs', color: 'fgMuted', maxW: '16rem', whiteSpace: 'normal' })

function Item({ item, value }: { item: ActionItem; value: string }) {
  const reasonId = useId()
  const reason = item.disabled ? item.disabledReason : undefined
  return (
    <Menu.Item
      value={value}
      disabled={item.disabled}
      onSelect={item.onSelect}
      // Named by the label alone; the reason is its description.
      aria-label={item.label}
      aria-describedby={reason ? reasonId : undefined}
      data-danger={item.danger || undefined}
      className={itemClass}
    >
      <span>{item.label}</span>
      {reason && (
        <span id={reasonId} className={reasonClass}>
          {reason}
        </span>
      )}
    </Menu.Item>
  )
}

const valueOf = (item: ActionItem, i: number) => `${i}:${item.label}`

/** The real menu (a chunk of its own, see ActionMenu): mounted open, at its first use. */
export function ActionMenuLive({ items, label, trigger, start }: ActionMenuProps & { start: MenuStart }) {
  // A visible trigger names itself; the icon trigger needs a name.
  const name = label ?? (trigger ? undefined : 'Row actions')
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      defaultOpen
      defaultHighlightedValue={startHighlight(start, items.map((item, i) => ({ value: valueOf(item, i), disabled: item.disabled })))}
    >
      <Menu.Trigger
        aria-label={name}
        autoFocus={start.focus}
        className={triggerClass(trigger)}
      >
        {trigger ?? <MoreIcon />}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={contentClass}>
            {items.map((item, i) => (
              <Item key={valueOf(item, i)} item={item} value={valueOf(item, i)} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
