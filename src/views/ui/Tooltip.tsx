import { cloneElement, useEffect, useState, type ReactElement, type Ref } from 'react'
import type { TooltipProps } from './TooltipLive'

/** Default open delay. */
export const TOOLTIP_DELAY_MS = 250

export type { TooltipProps } from './TooltipLive'

// Ark's tooltip and its positioning: a chunk fetched when a trigger is first hovered or focused.
const loadLive = () => import('./TooltipLive')
type Live = Awaited<ReturnType<typeof loadLive>>

/**
 * A tooltip on hover or focus after `openDelay`. Until then the trigger is
 * the child alone: the real tooltip (Ark's) mounts, open, once the pointer or
 * focus stayed for the delay, and works as ever from then on. No first page
 * pays for it (most show none: it tells why a button is disabled).
 */
export function Tooltip(props: TooltipProps) {
  const { children, openDelay = TOOLTIP_DELAY_MS } = props
  const [live, setLive] = useState<{ module: Live; focus: boolean } | null>(null)
  const [node, setNode] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!node || live) return
    // Whether the pointer or focus is still on the trigger when the delay is over.
    let wanted = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const want = () => {
      if (wanted) return
      wanted = true
      const module = loadLive()
      clearTimeout(timer)
      timer = setTimeout(() => {
        module.then((m) => wanted && setLive({ module: m, focus: document.activeElement === node }), () => {})
      }, openDelay)
    }
    const unwant = () => {
      wanted = false
      clearTimeout(timer)
    }
    const on = [['pointerenter', want], ['pointermove', want], ['focus', want], ['pointerleave', unwant], ['blur', unwant]] as const
    for (const [type, f] of on) node.addEventListener(type, f)
    return () => {
      clearTimeout(timer)
      for (const [type, f] of on) node.removeEventListener(type, f)
    }
  }, [node, live, openDelay])
  if (live) return <live.module.TooltipLive {...props} openDelay={openDelay} focus={live.focus} />
  return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: setNode })
}
