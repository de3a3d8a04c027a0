// Walks the real create/edit form machine with a two-field form: every
// transition from every reached state is checked against what a caller
// expects (values kept, messages shown only once a field was left or a submit
// tried, only valid values sent, a failure keeps everything and says why), and
// every path replays on a live actor whose submit is a real promise.
import { describe, expect, it } from 'vitest'
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiError } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine, type FieldErrors } from '~/machines/shared/form.machine'
import { leafStates, never, replayLive, stateName } from './paths'

type Values = { name: string; size: number }
type Saved = { id: string; name: string }
type Event = EventFromLogic<ReturnType<typeof createFormMachine<Values, Saved>>>
type Snap = SnapshotFrom<ReturnType<typeof createFormMachine<Values, Saved>>>

const formMachine = createFormMachine<Values, Saved>()
const machine = formMachine.provide({ actors: { submit: never() as never } })

const REQUIRED = 'Name is required'
const TOO_SMALL = 'Must be at least 1 GiB'
const initialValues: Values = { name: '', size: 10 }
const input = {
  initialValues,
  // A rule may answer `undefined` for a valid field: that is no message.
  validate: (v: Values): FieldErrors<Values> => ({
    name: v.name === '' ? REQUIRED : undefined,
    ...(v.size < 1 ? { size: TOO_SMALL } : {}),
  }),
  // Never called: the walk feeds the answers, the live replay provides the actor.
  submit: () => Promise.reject(new Error('not called')),
}

const userEvents: Event[] = [
  { type: 'CHANGE', name: 'name', value: 'disk-1' },
  { type: 'CHANGE', name: 'name', value: '' },
  { type: 'CHANGE', name: 'size', value: 0 },
  { type: 'CHANGE', name: 'size', value: 5 },
  { type: 'BLUR', name: 'name' },
  { type: 'BLUR', name: 'size' },
  { type: 'SUBMIT' },
  { type: 'RESET' },
]
const taken = new ApiError({ type: 'error', message: 'Project name already exists', statusCode: 400 })
const offline = new TypeError('Failed to fetch')
const saved = (s: Snap) => ({ id: 'd1', name: s.context.values.name })
const done = (output: Saved) => ({ type: 'xstate.done.actor.submit', output }) as unknown as Event
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submit', error }) as unknown as Event

const callEvents = (s: Snap): Event[] =>
  s.matches('submitting') ? [done(saved(s)), failed(taken), failed(offline)] : []
const events = (s: Snap): Event[] => [...userEvents, ...callEvents(s)]

// How many submits were tried only matters as none or some (what the view reads).
const serializeState = (s: Snap) => {
  const { values, touched, fieldErrors, serverError, submitCount, result } = s.context
  return JSON.stringify([s.status, s.value, values, touched, fieldErrors, serverError, submitCount > 0, result])
}
// Errors are keyed by message: JSON would show both as `{}`-like objects.
const serializeEvent = (e: Event) =>
  JSON.stringify(e, (_, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v))
// A broken machine whose states never repeat fails the walk instead of running it forever.
const options = { input, events, serializeState, serializeEvent, limit: 10_000 }

/** What the rules say the field messages are, written out for this form. */
const messagesFor = (v: Values): FieldErrors<Values> => ({
  ...(v.name === '' ? { name: REQUIRED } : {}),
  ...(v.size < 1 ? { size: TOO_SMALL } : {}),
})

const view = (s: Snap) => {
  const { validate: _v, submit: _s, ...rest } = s.context
  return { status: s.status, value: s.value, ...rest }
}
type View = ReturnType<typeof view>

/** What `event` does to `before`, from what a caller expects (unchanged when ignored). */
function expected(before: Snap, event: Event): View {
  const v = view(before)
  if (!before.matches('editing')) {
    if (!before.matches('submitting')) return v // saved: nothing more happens
    const type = event.type as string
    if (type === 'xstate.done.actor.submit') {
      return { ...v, status: 'done', value: 'success', result: (event as unknown as { output: Saved }).output }
    }
    if (type === 'xstate.error.actor.submit') {
      const error = (event as unknown as { error: Error }).error
      return { ...v, value: 'editing', serverError: error.message }
    }
    return v // the form is locked while saving
  }
  switch (event.type) {
    case 'CHANGE': {
      const values = { ...v.values, [event.name]: event.value }
      return { ...v, values, fieldErrors: messagesFor(values) }
    }
    case 'BLUR':
      return { ...v, touched: { ...v.touched, [event.name]: true } }
    case 'SUBMIT': {
      const attempted = { ...v, submitCount: v.submitCount + 1, touched: { name: true, size: true } }
      if (Object.keys(messagesFor(v.values)).length > 0) return attempted
      return { ...attempted, value: 'submitting', serverError: undefined }
    }
    case 'RESET':
      return {
        ...v,
        values: initialValues,
        touched: {},
        fieldErrors: messagesFor(initialValues),
        serverError: undefined,
        submitCount: 0,
      }
  }
  throw new Error(`no rule for ${(event as { type: string }).type}`)
}

/** What a caller reads through connectForm, in every state. */
function checkView(s: Snap) {
  const c = s.context
  const props = connectForm(s, () => {})
  const name = stateName(s.value)
  const shown: FieldErrors<Values> = {}
  for (const field of ['name', 'size'] as const) {
    const message = messagesFor(c.values)[field]
    if (message && (c.touched[field] || c.submitCount > 0)) shown[field] = message
  }
  expect(props.errors).toEqual(shown)
  expect(props.formErrors).toEqual(c.serverError ? [c.serverError] : [])
  // Only a tried submit that left messages asks for attention, one per field shown.
  expect(props.attention.count).toBe(name === 'editing' && c.submitCount > 0 ? Object.keys(shown).length : 0)
  expect(props).toMatchObject({
    values: c.values,
    canSubmit: name === 'editing',
    isSubmitting: name === 'submitting',
    isSuccess: name === 'success',
    isDirty: c.values.name !== initialValues.name || c.values.size !== initialValues.size,
  })
  // Only valid values are ever sent.
  if (name !== 'editing') expect(messagesFor(c.values)).toEqual({})
  if (name === 'success') {
    expect(s.status).toBe('done')
    expect(s.output).toEqual({ id: 'd1', name: c.values.name })
  } else expect(s.status).toBe('active')
}

describe('form machine paths', () => {
  const paths = getShortestPaths(machine, options)

  it('reaches every state, and the situations a caller meets', () => {
    expect(new Set(paths.map((p) => stateName(p.state.value)))).toEqual(new Set(leafStates(formMachine)))
    expect(leafStates(formMachine).sort()).toEqual(['editing', 'submitting', 'success'])
    const reached = (pred: (s: Snap) => boolean) => paths.some((p) => pred(p.state))
    expect(reached((s) => s.matches('editing') && s.context.serverError === taken.message)).toBe(true)
    expect(reached((s) => s.matches('editing') && s.context.serverError === offline.message)).toBe(true)
    expect(reached((s) => connectForm(s, () => {}).errors.size === TOO_SMALL)).toBe(true)
  })

  it('every transition from every reached state follows the rules', () => {
    let checked = 0
    for (const { state } of paths) {
      for (const event of events(state)) {
        const [next] = transition(machine, state, event)
        expect(view(next as Snap), `${stateName(state.value)} + ${event.type}`).toEqual(expected(state, event))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(400)
  })

  it('every state on every shortest path reads right', () => {
    for (const path of paths) for (const step of path.steps) checkView(step.state)
  })

  it('every simple path through a fix-and-submit reads right, and saves only what was submitted', () => {
    // A smaller alphabet keeps the simple paths countable.
    const few = (s: Snap): Event[] => [
      { type: 'CHANGE', name: 'name', value: 'disk-1' },
      { type: 'CHANGE', name: 'size', value: 0 },
      { type: 'SUBMIT' },
      ...callEvents(s).slice(0, 2),
    ]
    const simple = getSimplePaths(machine, { ...options, events: few })
    expect(simple.length).toBeGreaterThan(20)
    const ends = simple.filter((p) => p.state.value === 'success')
    expect(ends.length).toBeGreaterThan(0)
    for (const path of simple) for (const step of path.steps) checkView(step.state)
    for (const path of ends) {
      const types = path.steps.map((s) => s.event.type as string)
      expect(types.slice(-2)).toEqual(['SUBMIT', 'xstate.done.actor.submit'])
      expect(path.state.output).toEqual({ id: 'd1', name: 'disk-1' })
    }
  })

  it('every shortest path replays on a live actor, sending the values on screen', async () => {
    for (const path of paths) {
      let entries = 0
      await replayLive(machine, path, {
        input,
        calls: ['submit'],
        serialize: (s) => serializeState(s as Snap),
        onStep: (live, i, started) => {
          const s = live as Snap
          // One call per entry into submitting, with the values as they were.
          const entered = s.matches('submitting') && !path.steps[i - 1]?.state.matches('submitting')
          if (entered) entries++
          expect(started.submit).toHaveLength(entries)
          if (entered) expect((started.submit.at(-1)!.input as { values: Values }).values).toEqual(s.context.values)
        },
      })
    }
  })
})
