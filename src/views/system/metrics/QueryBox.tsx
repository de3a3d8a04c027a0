// The OxQL query box: a text area that offers the timeseries names, the
// queried timeseries' fields and the table operations as a word is typed. The
// list follows the listbox pattern: the text area keeps focus and names the
// active option (aria-activedescendant); arrow keys move, Enter or Tab takes
// it, Escape closes it. Ctrl+Enter (⌘+Enter) runs the query.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { applySuggestion, suggest, type Suggestions, type TimeseriesSchema } from '~/machines/system/metrics'
import { controlClass, descriptionClass, errorClass, fieldClass, labelClass } from '~/views/ui/fieldStyles'

const wrap = css({ position: 'relative' })
const area = css({ fontFamily: 'mono', fontSize: 'sm', minH: '24' })
const list = css({
  position: 'absolute',
  zIndex: 10,
  left: 0,
  right: 0,
  mt: '1',
  maxH: '64',
  overflowY: 'auto',
  bg: 'bg',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'sm',
  boxShadow: 'md',
  listStyle: 'none',
  p: '1',
  m: 0,
})
const option = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  cursor: 'pointer',
  fontSize: 'sm',
  color: 'fg',
  '&[aria-selected=true]': { bg: 'accentBg', color: 'fg' },
})
const optionName = css({ fontFamily: 'mono' })
const optionDetail = css({ fontSize: 'xs', color: 'fgMuted' })
const srOnly = css({ srOnly: true })

export type QueryBoxProps = {
  value: string
  onChange: (value: string) => void
  schemas: readonly TimeseriesSchema[]
  /** Ctrl+Enter */
  onRun: () => void
  error?: string
}

const CLOSED: Suggestions = { from: 0, to: 0, options: [] }

export function QueryBox({ value, onChange, schemas, onRun, error }: QueryBoxProps) {
  const id = useId()
  const listId = `${id}-suggestions`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const ref = useRef<HTMLTextAreaElement>(null)
  const [open, setOpen] = useState<Suggestions>(CLOSED)
  const [active, setActive] = useState(0)
  const shown = open.options.length > 0
  // Where the caret goes once the text with a chosen name is in: set as React
  // commits it, before the next key can land (a frame later, a key typed at
  // once would already be in and the caret would jump back before it).
  const caretAfter = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (caretAfter.current === null) return
    ref.current?.setSelectionRange(caretAfter.current, caretAfter.current)
    caretAfter.current = null
  }, [value])

  const update = (text: string, caret: number) => {
    setOpen(suggest(text, caret, schemas))
    setActive(0)
  }
  const close = () => setOpen(CLOSED)
  const take = (index: number) => {
    const chosen = open.options[index]
    if (!chosen) return
    const next = applySuggestion(value, open, chosen.value)
    if (next.query === value) ref.current?.setSelectionRange(next.caret, next.caret)
    else caretAfter.current = next.caret
    onChange(next.query)
    close()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      close()
      onRun()
      return
    }
    if (!shown) return
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((a) => (a + 1) % open.options.length)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => (a - 1 + open.options.length) % open.options.length)
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault()
      take(active)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close()
    }
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        Query (OxQL)
      </label>
      <div className={wrap}>
        <textarea
          ref={ref}
          id={id}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          value={value}
          aria-autocomplete="list"
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            onChange(e.target.value)
            update(e.target.value, e.target.selectionStart)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={cx(controlClass({ kind: 'textarea' }), area)}
        />
        {shown && (
          <ul id={listId} role="listbox" aria-label="Suggestions" className={list}>
            {open.options.map((s, i) => (
              <li
                key={`${s.kind}:${s.value}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={option}
                // Keeps focus in the text area, so the choice lands where the caret is.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => take(i)}
              >
                <span className={optionName}>{s.value}</span>
                <span className={optionDetail}>
                  {s.kind} · {s.detail}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={hintId} className={descriptionClass}>
        Names are offered as you type (arrow keys and Enter to pick one). Ctrl+Enter runs the query.
      </p>
      <p className={srOnly} aria-live="polite">
        {shown ? `${open.options.length} suggestion${open.options.length === 1 ? '' : 's'}` : ''}
      </p>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}
