// One create/edit form for every side-modal form. Field rules run on every
// change; their messages show once the field was left or a submit was tried.
// A failed submit keeps every value and shows the server's message (spec
// Behaviour: the side modal's error box).
import { assign, fromPromise, setup } from 'xstate'
import { errorMessage } from './error-message.rules'

export type FieldErrors<V> = Partial<Record<keyof V, string>>

/** A field's name, at any depth of the values (`password`, or `key` of a certificate in a list). */
export type FieldName<V> = V extends readonly (infer E)[]
  ? FieldName<E>
  : V extends object
    ? { [K in keyof V & string]: K | FieldName<V[K]> }[keyof V & string]
    : never

export type FormInput<V, R> = {
  initialValues: V
  /** Where editing starts, when not at `initialValues` (a draft kept across a sign-in). */
  values?: V
  /**
   * Fields that hold secrets (passwords, private keys, webhook secrets,
   * tokens): never written anywhere, not even in a draft (shared/drafts.ts).
   */
  secrets?: readonly FieldName<V>[]
  validate?: (values: V) => FieldErrors<V>
  /**
   * The call that saves the form; the machine runs it as its `submit` actor.
   * It also shows the request it makes (form.connect's `describeRequest` runs
   * it with nothing sent): it must make its calls itself, not hand them to
   * another actor, whose state a dry run would then change.
   */
  submit: (values: V) => Promise<R>
  /**
   * What `submit` sends after its first call, in words, for the request panel
   * (which shows only up to the first call: the next are made from its answer).
   */
  followedBy?: string
}

export type FormContext<V, R> = {
  initialValues: V
  values: V
  validate?: (values: V) => FieldErrors<V>
  submit: (values: V) => Promise<R>
  /** The input's `secrets`: masked where the form shows its request. */
  secrets: readonly string[]
  followedBy?: string
  touched: Partial<Record<keyof V, boolean>>
  /** Current rule violations, shown or not (see connect). */
  fieldErrors: FieldErrors<V>
  serverError?: string
  submitCount: number
  result?: R
}

export type FormEvent<V> =
  | { type: 'CHANGE'; name: keyof V; value: V[keyof V] }
  | { type: 'BLUR'; name: keyof V }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  /**
   * Defaults known only after the form opened (a picker's first choice, its
   * list being a part of the form read as it opens): each becomes the field's
   * initial value, and its value where the user has not changed it, so it is
   * not unsaved input.
   */
  | { type: 'DEFAULTS'; values: Partial<V> }
  /** The rules, when what they check against has changed (a picker's list arrived): every field is checked again. */
  | { type: 'RULES'; validate: (values: V) => FieldErrors<V> }

type SubmitInput<V, R> = { submit: (values: V) => Promise<R>; values: V }

/** Only real messages count: a validator may return `{ name: undefined }`. */
function checkFields<V>(validate: ((values: V) => FieldErrors<V>) | undefined, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {}
  for (const [name, message] of Object.entries(validate?.(values) ?? {})) {
    if (typeof message === 'string' && message !== '') errors[name as keyof V] = message
  }
  return errors
}

/** Same value for a form: strings and numbers by value, arrays and plain objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    )
  }
  return false
}

export const hasFieldErrors = <V>(errors: FieldErrors<V>) => Object.keys(errors).length > 0

export function createFormMachine<V extends object, R = unknown>() {
  return setup({
    types: {
      input: {} as FormInput<V, R>,
      context: {} as FormContext<V, R>,
      events: {} as FormEvent<V>,
      output: {} as R,
    },
    actors: {
      submit: fromPromise<R, SubmitInput<V, R>>(({ input }) => input.submit(input.values)),
    },
    guards: {
      invalid: ({ context }) => hasFieldErrors(context.fieldErrors),
    },
    actions: {
      // Submitting shows every field's message, not only the ones visited.
      markSubmitAttempt: assign(({ context }) => ({
        submitCount: context.submitCount + 1,
        touched: Object.fromEntries(Object.keys(context.values).map((name) => [name, true])) as Partial<
          Record<keyof V, boolean>
        >,
      })),
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      initialValues: input.initialValues,
      values: input.values ?? input.initialValues,
      validate: input.validate,
      submit: input.submit,
      secrets: input.secrets ?? [],
      followedBy: input.followedBy,
      touched: {},
      fieldErrors: checkFields(input.validate, input.values ?? input.initialValues),
      serverError: undefined,
      submitCount: 0,
      result: undefined,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          CHANGE: {
            actions: assign(({ context, event }) => {
              const values = { ...context.values, [event.name]: event.value } as V
              return { values, fieldErrors: checkFields(context.validate, values) }
            }),
          },
          BLUR: {
            actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.name]: true }) }),
          },
          SUBMIT: [
            { guard: 'invalid', actions: 'markSubmitAttempt' },
            { target: 'submitting', actions: 'markSubmitAttempt' },
          ],
          DEFAULTS: {
            actions: assign(({ context, event }) => {
              const initialValues = { ...context.initialValues }
              const values = { ...context.values }
              for (const name of Object.keys(event.values) as (keyof V)[]) {
                const value = event.values[name]
                if (value === undefined) continue
                if (sameValue(values[name], initialValues[name])) values[name] = value
                initialValues[name] = value
              }
              return { initialValues, values, fieldErrors: checkFields(context.validate, values) }
            }),
          },
          RULES: {
            actions: assign(({ context, event }) => ({ validate: event.validate, fieldErrors: checkFields(event.validate, context.values) })),
          },
          RESET: {
            actions: assign(({ context }) => ({
              values: context.initialValues,
              touched: {},
              fieldErrors: checkFields(context.validate, context.initialValues),
              serverError: undefined,
              submitCount: 0,
            })),
          },
        },
      },
      submitting: {
        entry: assign({ serverError: undefined }),
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ submit: context.submit, values: context.values }),
          onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
          onError: {
            target: 'editing',
            actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      success: { type: 'final' },
    },
    output: ({ context }) => context.result as R,
  })
}

export type FormMachine<V extends object, R = unknown> = ReturnType<typeof createFormMachine<V, R>>

/** The form machine over loose values, for tools that walk machines. */
export const formMachine = createFormMachine<Record<string, unknown>>()
