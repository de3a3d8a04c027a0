import { useState, type ComponentProps, type ReactNode } from 'react'

/**
 * How the menu was first opened: from the keyboard, its first (ArrowUp: last)
 * item is highlighted, as the menu itself does; `focus`: the stand-in had the
 * focus, which the real trigger takes on (keys pressed before the menu takes
 * it must reach the menu's trigger, not the page).
 */
export type MenuStart = { highlight: 'first' | 'last' | null; focus: boolean }

export type LazyMenuProps<M> = {
  /** The real menu's module: Ark's menu, a chunk no first page needs. */
  load: () => Promise<M>
  /** The trigger's name, class and content: the stand-in's and the real one's. */
  trigger: Pick<ComponentProps<'button'>, 'className' | 'aria-label' | 'children'>
  /** The real menu, open (it stays, and works as ever, from then on). */
  children: (module: M, start: MenuStart) => ReactNode
}

/**
 * A menu's trigger before the menu is wanted: the same button, whose first
 * use (click, Enter, Space, an arrow key) mounts the real menu open. Hover and
 * focus fetch its chunk, so the menu opens as soon as it is asked for. No
 * first page pays for the menu machine and its positioning.
 */
export function LazyMenu<M>({ load, trigger, children }: LazyMenuProps<M>) {
  const [live, setLive] = useState<{ module: M; start: MenuStart } | null>(null)
  if (live) return children(live.module, live.start)
  const preload = () => void load().catch(() => {})
  const open = (highlight: MenuStart['highlight'], button: HTMLButtonElement) => {
    // A chunk that failed to arrive leaves the button as it was: the next use asks again.
    load().then((module) => setLive((l) => l ?? { module, start: { highlight, focus: document.activeElement === button } }), () => {})
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...trigger}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from the keyboard (Enter, Space) has no pointer: detail 0.
      onClick={(e) => open(e.detail === 0 ? 'first' : null, e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
        e.preventDefault()
        open(e.key === 'ArrowDown' ? 'first' : 'last', e.currentTarget)
      }}
    />
  )
}

/** The value the menu highlights first, opened as `start` says, among items' values (disabled ones skipped). */
export function startHighlight(start: MenuStart, values: { value: string; disabled?: boolean }[]): string | null {
  const enabled = values.filter((v) => !v.disabled)
  if (start.highlight === 'first') return enabled[0]?.value ?? null
  if (start.highlight === 'last') return enabled.at(-1)?.value ?? null
  return null
}
