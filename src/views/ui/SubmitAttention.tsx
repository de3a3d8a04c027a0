import { useEffect, useRef, type RefObject } from 'react'
import { css } from 'styled-system/css'

/**
 * What a tried submit left to fix (the form connect's `attention`): how many
 * fields, their names, and which submit it was (each refused one moves focus).
 */
export type SubmitAttentionState = { count: number; fields: readonly string[]; attempt: number }

const isFocusable = (el: HTMLElement) => !(el as HTMLInputElement).disabled && (el as HTMLInputElement).type !== 'hidden'

/**
 * The control a refused submit takes the user to: the first in the page's
 * order named after an invalid field, else the first marked invalid. A radio
 * group gives its chosen radio (or its first).
 */
export function firstInvalidControl(form: HTMLElement, fields: readonly string[]): HTMLElement | null {
  const wanted = new Set(fields)
  const named = [...form.querySelectorAll<HTMLElement>('[name]')].filter(
    (el) => wanted.has(el.getAttribute('name') ?? '') && isFocusable(el),
  )
  const first = named[0] ?? form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!first) return null
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return named.find((el) => el.getAttribute('name') === first.name && (el as HTMLInputElement).checked) ?? first
  }
  if (first.getAttribute('role') === 'radiogroup') {
    return first.querySelector<HTMLElement>('input:checked') ?? first.querySelector<HTMLElement>('input:not(:disabled)')
  }
  return first
}

/** After each refused submit, brings the first invalid field into view and focuses it. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, { count, fields, attempt }: SubmitAttentionState) {
  // A new attempt is the moment; typing into the fields afterwards must not move focus.
  const handled = useRef(attempt)
  useEffect(() => {
    if (attempt === handled.current) return
    handled.current = attempt
    // Only a submit the rules refused: an accepted one has nothing left to fix.
    if (count === 0 || !formRef.current) return
    const control = firstInvalidControl(formRef.current, fields)
    // Centred: a long form's sticky footer would hide a field scrolled to the edge.
    control?.scrollIntoView?.({ block: 'center' })
    control?.focus({ preventScroll: true })
  }, [attempt, count, fields, formRef])
}

const note = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium', textAlign: 'right' })

export const attentionText = (count: number) =>
  count === 1 ? '1 field needs attention' : `${count} fields need attention`

/**
 * Next to the submit button: how many fields keep the form from being sent.
 * Always in the page (empty when none), so screen readers hear it change.
 */
export function AttentionNote({ count }: { count: number }) {
  return (
    <p role="status" aria-live="polite" className={note}>
      {count > 0 ? attentionText(count) : ''}
    </p>
  )
}
