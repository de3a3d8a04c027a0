// A list's selection and the bulk runner over it, framework-free.
//
// Selection: the keys of the rows on screen (ROWS, after every page, filter or
// sort), the keys selected among them, and the anchor a shift-click ranges
// from. Rows that leave the screen leave the selection; rows still there stay.
//
// Runner: RUN applies one action to the rows it names, at most `concurrency`
// at a time (4), each row's progress and result kept by key. CANCEL stops
// starting new ones; those in flight finish. When the last one settles the
// rows that went through leave the selection; failed rows stay selected with
// their error (a failure is never lost), rows never started stay selected, and
// `finished` is emitted with every row's result for the summary.
//
// The work itself is the page's: `perform(action, row)` (through the row's
// lifecycle machine where it has one, or the same call its menu makes), or
// `performBatch(action, rows)` for an action that is one call for all rows.
import { assign, emit, fromCallback, sendTo, setup, type EventObject } from 'xstate'
import { errorDetails } from '~/api'
import { errorMessage } from './error-message.rules'
import type { ActionResult } from './lifecycle.machine'

export const BULK_CONCURRENCY = 4

export type Perform = (action: string, row: RunRow) => Promise<ActionResult>
export type PerformBatch = (action: string, rows: readonly RunRow[]) => Promise<ActionResult>

export type RowStatus =
  | { state: 'queued' | 'running' | 'done' }
  | { state: 'failed'; error: string }

export type RunRow = { key: string; name: string }

export type BulkRun = {
  action: string
  rows: readonly RunRow[]
  batch: boolean
  cancelled: boolean
  results: Readonly<Record<string, ActionResult>>
}

export type BulkInput = {
  perform: Perform
  performBatch?: PerformBatch
  concurrency?: number
}

type Context = {
  perform: Perform
  performBatch?: PerformBatch
  concurrency: number
  /** The rows on screen, in their order. */
  keys: string[]
  selected: string[]
  anchor?: string
  status: Record<string, RowStatus>
  run?: BulkRun
}

export type BulkEvent =
  | { type: 'ROWS'; keys: readonly string[] }
  /** `range`: shift-click — every row from the anchor to this one takes this row's new state. */
  | { type: 'TOGGLE'; key: string; range?: boolean }
  /** Select (or unselect) every row on screen. */
  | { type: 'SELECT_ALL'; selected: boolean }
  | { type: 'CLEAR' }
  | { type: 'RUN'; action: string; rows: readonly RunRow[]; batch?: boolean }
  | { type: 'CANCEL' }

/** What the runner reports back. */
type RunnerEvent =
  | { type: 'ROW_STARTED'; key: string }
  | { type: 'ROW_SETTLED'; key: string; result: ActionResult }
  | { type: 'DRAINED' }

export type BulkFinished = { type: 'finished'; run: BulkRun }

type RunnerInput = {
  action: string
  rows: readonly RunRow[]
  batch: boolean
  concurrency: number
  perform: Perform
  performBatch?: PerformBatch
}

const settle = (work: () => Promise<ActionResult>): Promise<ActionResult> =>
  Promise.resolve()
    .then(work)
    .catch((error: unknown) => ({ ok: false as const, error: errorMessage(error), details: errorDetails(error) }))

/** Starts rows while fewer than `concurrency` are in flight; after CANCEL starts none. */
const runner = fromCallback<EventObject, RunnerInput>(({ input, sendBack, receive }) => {
  const { action, rows, concurrency, perform, performBatch } = input
  const keys = rows.map((r) => r.key)
  let next = 0
  let inFlight = 0
  let cancelled = false
  let drained = false
  const finishIfDone = () => {
    if (drained || inFlight > 0 || (!cancelled && next < keys.length)) return
    drained = true
    sendBack({ type: 'DRAINED' })
  }
  const pump = () => {
    while (!cancelled && inFlight < concurrency && next < keys.length) {
      const row = rows[next++]
      const { key } = row
      inFlight++
      sendBack({ type: 'ROW_STARTED', key })
      void settle(() => perform(action, row)).then((result) => {
        inFlight--
        sendBack({ type: 'ROW_SETTLED', key, result })
        pump()
        finishIfDone()
      })
    }
  }
  receive((event) => {
    if (event.type !== 'CANCEL') return
    cancelled = true
    finishIfDone()
  })
  const batch = () => {
    // One call for every row: all start, all end with its answer.
    next = keys.length
    inFlight = 1
    for (const key of keys) sendBack({ type: 'ROW_STARTED', key })
    void settle(() => performBatch!(action, rows)).then((result) => {
      inFlight = 0
      for (const key of keys) sendBack({ type: 'ROW_SETTLED', key, result })
      finishIfDone()
    })
  }
  // Reported after start, so the machine is in `running` to hear them.
  queueMicrotask(() => {
    if (input.batch && performBatch) batch()
    else pump()
    finishIfDone()
  })
})

/** Rows from `a` to `b` in screen order (either way round); just `b` when `a` is gone. */
function between(keys: readonly string[], a: string | undefined, b: string): string[] {
  const i = a === undefined ? -1 : keys.indexOf(a)
  const j = keys.indexOf(b)
  if (i < 0 || j < 0) return [b]
  return keys.slice(Math.min(i, j), Math.max(i, j) + 1)
}

export const bulkMachine = setup({
  types: {
    input: {} as BulkInput,
    context: {} as Context,
    events: {} as BulkEvent | RunnerEvent,
    emitted: {} as BulkFinished,
  },
  actors: { runner },
  guards: {
    hasRows: ({ event }) => event.type === 'RUN' && event.rows.length > 0,
    // The same rows again (a re-render, a poll of the same page) change nothing.
    newRows: ({ context, event }) =>
      event.type === 'ROWS' && (event.keys.length !== context.keys.length || event.keys.some((k, i) => k !== context.keys[i])),
  },
  actions: {
    showRows: assign(({ context, event }) => {
      if (event.type !== 'ROWS') return {}
      const on = new Set(event.keys)
      // A row of the run in flight keeps its status until the run ends, wherever it is.
      const running = new Set(context.run?.rows.map((r) => r.key))
      return {
        keys: [...event.keys],
        selected: context.selected.filter((k) => on.has(k)),
        anchor: context.anchor !== undefined && on.has(context.anchor) ? context.anchor : undefined,
        status: Object.fromEntries(Object.entries(context.status).filter(([k]) => on.has(k) || running.has(k))),
      }
    }),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {}
      const select = !context.selected.includes(event.key)
      const keys = event.range ? between(context.keys, context.anchor, event.key) : [event.key]
      const rest = context.selected.filter((k) => !keys.includes(k))
      // Kept in screen order, so names read as the table does.
      const selected = select ? context.keys.filter((k) => rest.includes(k) || keys.includes(k)) : rest
      return { selected, anchor: event.key }
    }),
    selectAll: assign(({ context, event }) =>
      event.type === 'SELECT_ALL' ? { selected: event.selected ? [...context.keys] : [], anchor: undefined } : {},
    ),
    clear: assign({ selected: [], anchor: undefined }),
    begin: assign(({ event }) => {
      if (event.type !== 'RUN') return {}
      const run: BulkRun = { action: event.action, rows: event.rows, batch: !!event.batch, cancelled: false, results: {} }
      // Earlier results make way for this run's.
      const status: Record<string, RowStatus> = {}
      for (const { key } of event.rows) status[key] = { state: 'queued' }
      return { run, status }
    }),
    started: assign(({ context, event }) =>
      event.type === 'ROW_STARTED' ? { status: { ...context.status, [event.key]: { state: 'running' as const } } } : {},
    ),
    settled: assign(({ context, event }) => {
      if (event.type !== 'ROW_SETTLED' || !context.run) return {}
      const { key, result } = event
      const status: RowStatus = result.ok ? { state: 'done' } : { state: 'failed', error: result.error }
      return {
        status: { ...context.status, [key]: status },
        run: { ...context.run, results: { ...context.run.results, [key]: result } },
      }
    }),
    markCancelled: assign(({ context }) => (context.run ? { run: { ...context.run, cancelled: true } } : {})),
    finish: assign(({ context }) => {
      const run = context.run
      if (!run) return {}
      const status = { ...context.status }
      const succeeded = new Set<string>()
      const failed = new Set<string>()
      for (const { key } of run.rows) {
        const result = run.results[key]
        if (!result) delete status[key] // never started: no status, still selected
        else if (result.ok) succeeded.add(key)
        else failed.add(key)
      }
      const selected = context.keys.filter((k) => (context.selected.includes(k) && !succeeded.has(k)) || failed.has(k))
      return { status, selected }
    }),
    announce: emit(({ context }) => ({ type: 'finished' as const, run: context.run! })),
  },
}).createMachine({
  id: 'bulk',
  context: ({ input }) => ({
    perform: input.perform,
    performBatch: input.performBatch,
    concurrency: input.concurrency ?? BULK_CONCURRENCY,
    keys: [],
    selected: [],
    anchor: undefined,
    status: {},
    run: undefined,
  }),
  initial: 'idle',
  // The selection can change while a run is on: the run's rows were fixed when it began.
  on: {
    ROWS: { guard: 'newRows', actions: 'showRows' },
    TOGGLE: { actions: 'toggle' },
    SELECT_ALL: { actions: 'selectAll' },
    CLEAR: { actions: 'clear' },
  },
  states: {
    idle: {
      on: { RUN: { guard: 'hasRows', target: 'running', actions: 'begin' } },
    },
    running: {
      invoke: {
        id: 'runner',
        src: 'runner',
        input: ({ context }) => ({
          action: context.run!.action,
          rows: context.run!.rows,
          batch: context.run!.batch,
          concurrency: context.concurrency,
          perform: context.perform,
          performBatch: context.performBatch,
        }),
      },
      on: {
        ROW_STARTED: { actions: 'started' },
        ROW_SETTLED: { actions: 'settled' },
        CANCEL: {
          guard: ({ context }) => !context.run?.cancelled,
          actions: ['markCancelled', sendTo('runner', { type: 'CANCEL' })],
        },
        DRAINED: { target: 'idle', actions: ['finish', 'announce'] },
      },
    },
  },
})

export type BulkMachine = typeof bulkMachine
