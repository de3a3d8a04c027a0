// Row actions on a list ask the same lifecycle machine as the resource's own
// page: one actor per row on screen, and this machine their parent. The page
// tells it which rows the list shows (ROWS, after each fetch): new rows get an
// actor, rows gone (another page, deleted, detached) have theirs stopped, and
// every other row's actor is handed the copy the list fetched — a row hears of
// its resource from its list, and from nothing else.
import { assign, enqueueActions, setup, type ActorRefFrom, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate'
import type { Resource } from './lifecycle.machine'

export type RowsEvent<R> = { type: 'ROWS'; rows: readonly R[] }

/** How the list's copy of a row becomes its machine's input, or an event for a machine it already has. */
export type RowFeed<M extends AnyStateMachine, R, X> = {
  /** `scope`: what every row's machine is given besides its resource (e.g. the project). */
  input: (row: R, scope: X) => InputFrom<M>
  copy: (row: R) => EventFromLogic<M>
}

/** One machine per row; `X`, the rows machine's input, is the rows' scope. */
export function createRowsMachine<M extends AnyStateMachine, R extends Resource, X extends object>(row: M, feed: RowFeed<M, R, X>) {
  type Row = ActorRefFrom<M>
  type Context = { scope: X; rows: Readonly<Record<string, Row>> }
  return setup({
    types: {
      input: {} as X,
      context: {} as Context,
      events: {} as RowsEvent<R>,
    },
    actors: { row },
    actions: {
      stopGone: enqueueActions(({ context, event, enqueue }) => {
        const ids = new Set(event.rows.map((r) => r.id))
        for (const [id, ref] of Object.entries(context.rows)) if (!ids.has(id)) enqueue.stopChild(ref)
      }),
      /** Rows it has a machine for hear the list's copy; the machine keeps it unless it holds a newer one. */
      feedKept: enqueueActions(({ context, event, enqueue }) => {
        for (const r of event.rows) {
          const ref = context.rows[r.id]
          if (ref) enqueue.sendTo(ref, feed.copy(r))
        }
      }),
      keepRows: assign({
        rows: ({ context, event, spawn }) =>
          Object.fromEntries(
            event.rows.map((r) => [
              r.id,
              context.rows[r.id] ?? spawn('row', { id: `${row.id}-${r.id}`, input: feed.input(r, context.scope) }),
            ]),
          ),
      }),
    },
  }).createMachine({
    id: `${row.id}Rows`,
    context: ({ input }) => ({ scope: input, rows: {} }),
    on: { ROWS: { actions: ['stopGone', 'feedKept', 'keepRows'] } },
  })
}
