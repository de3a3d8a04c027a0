// "Replay in the preview": runs a walk against a real resource (see
// replay-run.ts) and keeps each row's result as it comes, so the page shows
// the replay step by step. Leaving the page, a new walk or Cancel end it.
import { assign, fromCallback, setup } from 'xstate'
import { planRows, runReplay, type ReplayOutcome, type ReplayPlan, type ReplayRow } from './replay-run'
import type { ReplayOptions, ReplaySubject, SubjectFactory } from './replay-subjects'

export type ReplayInput = { subjects: SubjectFactory; options?: ReplayOptions }

type Context = ReplayInput & { plan?: ReplayPlan; rows: ReplayRow[]; outcome?: ReplayOutcome }

export type ReplayEvent =
  | { type: 'REPLAY'; plan: ReplayPlan }
  | { type: 'CANCEL' }
  | { type: 'CLEAR' }
  | { type: 'ROW'; index: number; row: Partial<ReplayRow> }
  | { type: 'FINISHED'; outcome: ReplayOutcome }

type RunnerInput = { plan: ReplayPlan; subjects: SubjectFactory; options: ReplayOptions }

const runner = fromCallback<ReplayEvent, RunnerInput>(({ input, sendBack }) => {
  let gone = false
  let subject: ReplaySubject | undefined
  void runReplay(
    input.plan,
    input.subjects,
    input.options,
    (index, row) => !gone && sendBack({ type: 'ROW', index, row }),
    () => gone,
    (s) => {
      subject = s
      if (gone) s.stop()
    },
  ).then((outcome) => !gone && sendBack({ type: 'FINISHED', outcome }))
  return () => {
    gone = true
    subject?.stop()
  }
})

export const replayMachine = setup({
  types: { input: {} as ReplayInput, context: {} as Context, events: {} as ReplayEvent },
  actors: { runner },
  actions: {
    begin: assign(({ event }) => {
      const plan = (event as Extract<ReplayEvent, { type: 'REPLAY' }>).plan
      return { plan, rows: planRows(plan), outcome: undefined }
    }),
    clear: assign({ plan: undefined, rows: [], outcome: undefined }),
  },
}).createMachine({
  id: 'replay',
  context: ({ input }) => ({ ...input, rows: [] }),
  initial: 'idle',
  on: { CLEAR: { target: '.idle', actions: 'clear' } },
  states: {
    idle: { on: { REPLAY: { target: 'running', actions: 'begin' } } },
    running: {
      invoke: {
        src: 'runner',
        input: ({ context }) => ({ plan: context.plan!, subjects: context.subjects, options: context.options ?? {} }),
      },
      on: {
        ROW: {
          actions: assign({
            rows: ({ context, event }) => context.rows.map((r, i) => (i === event.index ? { ...r, ...event.row } : r)),
          }),
        },
        FINISHED: { target: 'finished', actions: assign({ outcome: ({ event }) => event.outcome }) },
        CANCEL: {
          target: 'finished',
          actions: assign({
            outcome: 'cancelled' as const,
            rows: ({ context }) =>
              context.rows.map((r) =>
                r.status === 'running' || r.status === 'waiting' ? { ...r, status: 'skipped' as const, detail: 'Cancelled' } : r,
              ),
          }),
        },
      },
    },
    finished: { on: { REPLAY: { target: 'running', actions: 'begin' } } },
  },
})

const SUMMARY: Record<ReplayOutcome, string> = {
  pass: 'Replay passed',
  partial: 'Replay passed the steps the preview can take',
  fail: 'Replay failed',
  cancelled: 'Replay cancelled',
}

export function connectReplay(snapshot: { context: Context; matches: (s: 'running') => boolean }, send: (e: ReplayEvent) => void) {
  const { rows, outcome } = snapshot.context
  const running = snapshot.matches('running')
  const firstFailure = rows.findIndex((r) => r.status === 'fail')
  return {
    running,
    rows,
    outcome,
    /** Index of the row that first differs from the chart; -1 when none does. */
    firstFailure,
    summary: running ? 'Replaying…' : outcome ? SUMMARY[outcome] : undefined,
    replay: (plan: ReplayPlan) => send({ type: 'REPLAY', plan }),
    cancel: () => send({ type: 'CANCEL' }),
    clear: () => send({ type: 'CLEAR' }),
  }
}

export type ReplayProps = ReturnType<typeof connectReplay>
