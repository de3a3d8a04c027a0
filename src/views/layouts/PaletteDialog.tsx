// The quick-actions palette's dialog: Ark's Combobox and Dialog (zag's
// combobox is most of it), a chunk of its own that Palette.tsx loads the
// first time the palette is wanted.
import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useMemo, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { PaletteItem, PaletteProps } from '~/machines/palette/palette.connect'
import { backdropClass, centeredPositioner, dialogContent } from '~/views/ui/dialogStyles'
import { usePersistentElements } from '~/views/ui/toasts'

export type PaletteDialogProps = PaletteProps & {
  /** Runs the chosen item once the palette has closed (focus is back where it was). */
  onRun: (item: PaletteItem) => void
  /** The dialog's id, for the top bar button's aria-controls. */
  contentId: string
  /** Where the focus goes back to when the palette closes. */
  returnFocusTo: () => HTMLElement | null
}

const srOnly = css({ srOnly: true })
const contentClass = css({ w: 'full', maxW: '36rem', overflow: 'hidden' })
const inputClass = css({
  w: 'full',
  px: '4',
  py: '3',
  fontSize: 'md',
  bg: 'bg',
  color: 'fg',
  border: 'none',
  borderBottom: '1px solid {colors.border}',
  // The dialog is the focus ring here: a ring around the one field would only crowd it.
  outline: 'none !important',
  _placeholder: { color: 'fgSubtle' },
})
const listClass = css({ overflowY: 'auto', maxH: '60vh', py: '1', outline: 'none !important' })
const groupLabel = css({
  px: '4',
  pt: '2.5',
  pb: '1',
  fontSize: 'xs',
  fontFamily: 'mono',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fgSubtle',
})
const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  mx: '1',
  px: '3',
  py: '1.5',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'fg',
  cursor: 'pointer',
  // Not by colour alone: the tint is too faint to mark the keyboard's place (WCAG 1.4.11).
  '&[data-highlighted]': { bg: 'bgHover', boxShadow: 'inset 2px 0 0 {colors.accent}' },
})
const hintClass = css({ ml: 'auto', fontSize: 'xs', color: 'fgSubtle', fontFamily: 'mono', truncate: true, minW: 0 })
const emptyClass = css({ px: '4', py: '6', fontSize: 'sm', color: 'fgMuted', textAlign: 'center' })
const footerClass = css({
  display: 'flex',
  gap: '4',
  alignItems: 'center',
  px: '4',
  py: '2',
  fontSize: 'xs',
  color: 'fgSubtle',
  bg: 'bgRaised',
  borderTop: '1px solid {colors.border}',
})

/**
 * A search field over a listbox of the page's actions and places to go.
 * Arrows move, Enter runs, Escape closes and puts the focus back where it was.
 * Its button and shortcut are Palette.tsx's.
 */
export function PaletteDialog({
  open,
  loading,
  error,
  query,
  items,
  groups,
  highlighted,
  show,
  close,
  search,
  highlight,
  onRun,
  contentId,
  returnFocusTo,
}: PaletteDialogProps) {
  const persistentElements = usePersistentElements()
  const inputRef = useRef<HTMLInputElement>(null)
  const chosen = useRef<PaletteItem | null>(null)

  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (i) => i.value, itemToString: (i) => i.label }),
    [items],
  )
  const choose = (value: string) => {
    chosen.current = items.find((i) => i.value === value) ?? null
    if (chosen.current) close()
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? show() : close())}
      lazyMount
      unmountOnExit
      ids={{ content: contentId }}
      persistentElements={persistentElements}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={returnFocusTo}
      // An item runs once the palette is gone: a confirm it opens gets the focus, not the palette's leftovers.
      onExitComplete={() => {
        const item = chosen.current
        chosen.current = null
        if (item) onRun(item)
      }}
    >
      <Portal>
        <Dialog.Backdrop className={backdropClass} />
        <Dialog.Positioner className={centeredPositioner}>
          <Dialog.Content className={cx(dialogContent, contentClass)}>
            <Dialog.Title className={srOnly}>Quick actions</Dialog.Title>
            <Combobox.Root
              open
              collection={collection}
              inputValue={query}
              onInputValueChange={(d) => {
                if (d.reason === 'input-change') search(d.inputValue)
              }}
              highlightedValue={highlighted}
              onHighlightChange={(d) => highlight(d.highlightedValue)}
              value={[]}
              onSelect={(d) => choose(d.itemValue)}
              selectionBehavior="preserve"
              allowCustomValue
              // The dialog is the layer: Escape and outside clicks are its to handle.
              disableLayer
            >
              <Combobox.Label className={srOnly}>Search pages and actions</Combobox.Label>
              <Combobox.Control>
                <Combobox.Input
                  ref={inputRef}
                  className={inputClass}
                  placeholder="Search pages and actions…"
                  // The field keeps Escape from the dialog (it would revert its text): close here.
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') close()
                  }}
                />
              </Combobox.Control>
              <Combobox.Content className={listClass}>
                {groups.map((g) => (
                  <Combobox.ItemGroup key={g.label}>
                    <Combobox.ItemGroupLabel className={groupLabel}>{g.label}</Combobox.ItemGroupLabel>
                    {g.items.map((item) => (
                      <Combobox.Item key={item.value} item={item} className={itemClass}>
                        <Combobox.ItemText>{item.label}</Combobox.ItemText>
                        <span aria-hidden className={hintClass}>
                          {item.to ? item.to : item.keywords}
                        </span>
                      </Combobox.Item>
                    ))}
                  </Combobox.ItemGroup>
                ))}
                <Combobox.Empty className={emptyClass}>Nothing matches “{query}”</Combobox.Empty>
              </Combobox.Content>
            </Combobox.Root>
            <div className={footerClass}>
              <span>↑↓ move</span>
              <span>↵ open</span>
              <span>esc close</span>
              <span role="status" className={css({ ml: 'auto' })}>
                {loading ? 'Loading…' : error ? `Some items could not be loaded: ${error}` : ''}
              </span>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
