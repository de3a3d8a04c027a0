import type { SnapshotFrom } from 'xstate'
import type { FieldErrors, FormEvent, FormMachine } from './form.machine'

export type FormProps<V, R> = {
  values: V
  /** A field's message, once it was left or a submit was tried. */
  errors: FieldErrors<V>
  /** The server's message(s) for the side modal's error box. */
  formErrors: string[]
  isSubmitting: boolean
  /** Saved: `result` holds what the call returned; the view closes the modal. */
  isSuccess: boolean
  result?: R
  isDirty: boolean
  canSubmit: boolean
  change: <K extends keyof V>(name: K, value: V[K]) => void
  blur: (name: keyof V) => void
  submit: () => void
  reset: () => void
}

/**
 * What a form's view receives from its route (`formRoute` in routes/kit): the
 * form, how to dismiss it, the route's params and what the route loaded.
 */
export type FormViewProps<V, R, L = unknown> = {
  form: FormProps<V, R>
  onDismiss: () => void
  params: Record<string, string>
  /** What the route loaded (the resource being edited, the choices…). */
  loaded: L
}

/** Same value for dirtiness: strings and numbers by value, arrays and plain objects by content. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]))
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    )
  }
  return false
}

export function connectForm<V extends object, R>(
  snapshot: SnapshotFrom<FormMachine<V, R>>,
  send: (event: FormEvent<V>) => void,
): FormProps<V, R> {
  const { values, initialValues, touched, fieldErrors, serverError, submitCount, result } = snapshot.context
  const errors: FieldErrors<V> = {}
  for (const name of Object.keys(fieldErrors) as (keyof V)[]) {
    if (touched[name] || submitCount > 0) errors[name] = fieldErrors[name]
  }
  return {
    values,
    errors,
    formErrors: serverError ? [serverError] : [],
    isSubmitting: snapshot.matches('submitting'),
    isSuccess: snapshot.matches('success'),
    result,
    isDirty: !same(values, initialValues),
    canSubmit: snapshot.matches('editing'),
    change: (name, value) => send({ type: 'CHANGE', name, value }),
    blur: (name) => send({ type: 'BLUR', name }),
    submit: () => send({ type: 'SUBMIT' }),
    reset: () => send({ type: 'RESET' }),
  }
}
