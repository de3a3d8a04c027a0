import type { SnapshotFrom } from 'xstate'
import { dryRun } from '~/api'
import { sameValue, type FieldErrors, type FormEvent, type FormMachine } from './form.machine'
import { incomplete, requestPreview, type RequestPreview } from './request-preview.rules'

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
  /** After a submit: the fields still in the way (the view focuses the first, says how many). */
  attention: FormAttention
  // A method, so a form of more fields passes where a part of it is asked for (NameDescriptionFields).
  change<K extends keyof V>(name: K, value: V[K]): void
  blur: (name: keyof V) => void
  submit: () => void
  reset: () => void
  /** Defaults that arrived after the form opened (a picker's first choice): fields the user left take them. */
  defaults(values: Partial<V>): void
  /**
   * The request(s) a submit would send now, from the submit itself run with
   * every call written down and none sent (api/dry-run.ts); while a field is
   * refused, what is left to fix instead. Absent where a form has no call.
   */
  describeRequest?: () => Promise<RequestPreview>
}

/**
 * The fields a tried submit left to fix: `fields` names those with a message
 * (empty before any submit, and while the call runs or after it). `attempt`
 * counts submits, so each refused one is a new moment to move focus.
 */
export type FormAttention = { count: number; fields: string[]; attempt: number }

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

export function connectForm<V extends object, R>(
  snapshot: SnapshotFrom<FormMachine<V, R>>,
  send: (event: FormEvent<V>) => void,
): FormProps<V, R> {
  const { values, initialValues, touched, fieldErrors, serverError, submitCount, result, submit, secrets, followedBy } = snapshot.context
  const errors: FieldErrors<V> = {}
  for (const name of Object.keys(fieldErrors) as (keyof V)[]) {
    if (touched[name] || submitCount > 0) errors[name] = fieldErrors[name]
  }
  const editing = snapshot.matches('editing')
  // Every message shows once a submit was tried, so these are the fields that refused it.
  const fields = editing && submitCount > 0 ? (Object.keys(errors) as string[]) : []
  return {
    values,
    errors,
    formErrors: serverError ? [serverError] : [],
    isSubmitting: snapshot.matches('submitting'),
    isSuccess: snapshot.matches('success'),
    result,
    isDirty: !sameValue(values, initialValues),
    canSubmit: editing,
    attention: { count: fields.length, fields, attempt: submitCount },
    change: (name, value) => send({ type: 'CHANGE', name, value }),
    blur: (name) => send({ type: 'BLUR', name }),
    submit: () => send({ type: 'SUBMIT' }),
    reset: () => send({ type: 'RESET' }),
    defaults: (values) => send({ type: 'DEFAULTS', values }),
    describeRequest: () => {
      const missing = incomplete(fieldErrors as Record<string, string | undefined>)
      if (missing) return Promise.resolve(missing)
      return dryRun(() => submit(values)).then((run) => requestPreview(run, secrets, followedBy))
    },
  }
}

/** What a field control needs from its form: `<TextField label="Name" {...field(form, 'name')} />`. */
export type FieldBinding<T> = {
  name: string
  value: T
  error?: string
  onChange: (value: T) => void
  onBlur: () => void
}

/** Binds one field of a form machine to a control: its value, message, change and blur. */
export function field<V, R, K extends keyof V & string>(form: FormProps<V, R>, name: K): FieldBinding<V[K]> {
  return {
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value) => form.change(name, value),
    onBlur: () => form.blur(name),
  }
}

/**
 * Changes several fields at once, each as `form.change` would (a rule that
 * moves one field with another, e.g. a source that raises the size). A field
 * absent from `values`, or undefined there, is left as it is.
 */
export function setFields<V, R>(form: Pick<FormProps<V, R>, 'change'>, values: Partial<V>): void {
  for (const name in values) {
    const value = values[name]
    if (value !== undefined) form.change(name, value)
  }
}
