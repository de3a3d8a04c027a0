import { lazy, Suspense, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type Ref } from 'react'
import { css, cx } from 'styled-system/css'
import type { PaletteItem, PaletteProps } from '~/machines/palette/palette.connect'
import { topButton } from './styles'

type Props = PaletteProps & {
  /** Runs the chosen item once the palette has closed (focus is back where it was). */
  onRun: (item: PaletteItem) => void
  opened?: { returnTo: HTMLElement | null }
}

// The dialog (Ark's combobox) is a chunk of its own, which no first page
// needs: fetched on the button's hover or focus, or when the palette first opens.
const loadDialog = () => import('./PaletteDialog')
const PaletteDialog = lazy(() => loadDialog().then((m) => ({ default: m.PaletteDialog })))
const preloadDialog = () => void loadDialog()

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)

const kbd = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'fgSubtle',
  border: '1px solid {colors.border}',
  borderRadius: 'sm',
  px: '1',
  lineHeight: 'snug',
})
const triggerText = css({ _narrow: { srOnly: true } })

/** ⌘K / Ctrl+K anywhere, unless something under focus took it (the serial console: kill line). */
export function usePaletteShortcut(onShortcut: (active: HTMLElement | null) => void, enabled = true) {
  const handle = useEffectEvent((e: KeyboardEvent) => {
    if (e.key.toLowerCase() !== 'k' || !(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey) return
    if (e.defaultPrevented) return
    e.preventDefault()
    const active = document.activeElement
    onShortcut(active instanceof HTMLElement && active !== document.body ? active : null)
  })
  useEffect(() => {
    if (!enabled) return
    const listener = (e: KeyboardEvent) => handle(e)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [enabled])
}

type TriggerProps = {
  open: boolean
  contentId?: string
  onClick: () => void
  /** Hover or focus: the next click should not wait for a chunk. */
  onIntent: () => void
  ref?: Ref<HTMLButtonElement>
}

/** The top bar's Quick actions button: the palette's own, and its stand-in until the palette's code is wanted. */
export function PaletteTrigger({ open, contentId, onClick, onIntent, ref }: TriggerProps) {
  const shortcut = useMemo(() => (isApple() ? '⌘K' : 'Ctrl K'), [])
  return (
    <button
      ref={ref}
      type="button"
      className={topButton}
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onClick}
    >
      <SearchIcon />
      {/* The name is the visible text, shortcut included (WCAG 2.5.3); on narrow screens it stays for screen readers only. */}
      <span className={triggerText}>Quick actions</span>{' '}
      <kbd className={cx(kbd, triggerText)}>{shortcut}</kbd>
    </button>
  )
}

/**
 * The top bar's Quick actions button and the palette it opens (also ⌘K /
 * Ctrl+K anywhere; the first press may wait for the dialog's chunk). Escape
 * (or the shortcut again) closes it and puts the focus back where it was.
 * `opened`: the palette comes up open (its stand-in's button or shortcut was used).
 */
export function Palette({ onRun, opened, ...props }: Props) {
  const { open, toggle, show } = props
  const contentId = useId()
  const button = useRef<HTMLButtonElement>(null)
  // Where the focus was before the palette opened, to give it back (the shortcut works from anywhere).
  const returnTo = useRef<HTMLElement | null>(opened?.returnTo ?? null)
  // Once opened, the dialog stays mounted: its closing, and the item run after it, play out.
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)

  const openNow = useEffectEvent(() => {
    if (opened) show()
  })
  useEffect(() => openNow(), [])

  usePaletteShortcut((active) => {
    if (!open) returnTo.current = active
    toggle()
  })

  return (
    <>
      <PaletteTrigger
        ref={button}
        open={open}
        contentId={contentId}
        onIntent={preloadDialog}
        onClick={() => {
          returnTo.current = null
          show()
        }}
      />
      {mounted && (
        <Suspense fallback={null}>
          <PaletteDialog
            {...props}
            onRun={onRun}
            contentId={contentId}
            // Opened from nowhere in particular, or by the button: back to the button.
            returnFocusTo={() => (returnTo.current?.isConnected ? returnTo.current : button.current)}
          />
        </Suspense>
      )}
    </>
  )
}

const SearchIcon = () => (
  <svg width={14} height={14} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden focusable="false">
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5 14 14" strokeLinecap="round" />
  </svg>
)
