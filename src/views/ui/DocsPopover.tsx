// The product documentation for what a page is about: a small button beside a
// page's title (and in a form's side modal) that opens a sentence on the
// topic and a link to its guide. The topic comes from the page's route
// (routes/doc-topics.ts) through context: this folder knows no routes.
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { InfoIcon } from './icons'

/** One topic of the documentation: its name, what it is in a sentence, and its guide. */
export type DocTopic = { title: string; summary: string; href: string }

const DocsTopicContext = createContext<DocTopic | undefined>(undefined)

export const DocsTopicProvider = DocsTopicContext.Provider

/** The topic of the page on screen, if it has one. */
export const useDocsTopic = () => useContext(DocsTopicContext)

const wrap = css({ position: 'relative', display: 'inline-flex' })
const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  color: 'fgMuted',
  cursor: 'pointer',
  _hover: { color: 'fg', bg: 'bgHover' },
  _focusVisible: { outline: '2px solid {colors.accent}', outlineOffset: '1px' },
})
const panel = css({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 'popover',
  mt: '1',
  w: '18rem',
  maxW: 'calc(100vw - 2rem)',
  p: '3',
  bg: 'bgRaised',
  color: 'fg',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  boxShadow: 'md',
  fontSize: 'sm',
  fontWeight: 'normal',
  textAlign: 'left',
  display: 'grid',
  gap: '2',
})
const link = css({ color: 'accent', textDecoration: 'underline', _hover: { color: 'fg' } })
const srOnly = css({ srOnly: true })

/** The page's docs button and its popover; nothing when the page has no topic. */
export function DocsPopover() {
  const topic = useDocsTopic()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const box = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // A click elsewhere closes it, as a popover does.
  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (e.target instanceof Node && !box.current?.contains(e.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])
  if (!topic) return null
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    // Escape closes the popover only, not a side modal around it.
    e.stopPropagation()
    e.nativeEvent.stopImmediatePropagation()
    setOpen(false)
    button.current?.focus()
  }
  return (
    <span ref={box} className={wrap} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={trigger}
        aria-label={`Docs: ${topic.title}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <InfoIcon size={14} aria-hidden />
        Docs
      </button>
      {open && (
        <span id={panelId} role="group" aria-label={`${topic.title} documentation`} className={panel}>
          <span>{topic.summary}</span>
          <a href={topic.href} target="_blank" rel="noreferrer" className={link}>
            {topic.title} guide<span className={srOnly}> (opens in a new tab)</span>
          </a>
        </span>
      )}
    </span>
  )
}
