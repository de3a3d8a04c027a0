// Row actions on a list ask the same lifecycle machine as the resource's own
// page: one actor per row on screen. The page tells this machine which rows
// the list shows (ROWS, after each fetch): new rows get an actor, rows gone
// (another page, deleted, detached) have theirs stopped. Fresher copies of a
// row reach its actor through the API cache, where the list's fetch put them.
import { assign, enqueueActions, setup, type ActorRefFrom, type AnyStateMachine } from 'xstate'
import type { Resource } from './lifecycle.machine'

export type RowsEvent<R> = { type: 'ROWS'; rows: readonly R[] }

/** `X`: what every row's machine is given besides its resource (e.g. the project). */
export type RowsInput<X> = X & {
  /**
   * Let each row poll while transitional. Off by default: the list polls its
   * page while a row is transitional (its `pollWhile`), and the rows follow.
   */
  poll?: boolean
}

/** One machine per row, under `key` in its input ('instance', 'disk'). */
export function createRowsMachine<M extends AnyStateMachine, R extends Resource, X extends object>(
  row: M,
  key: string,
) {
  type Row = ActorRefFrom<M>
  type Context = { scope: X; poll: boolean; rows: Record<string, Row> }
  return setup({
    types: {
      input: {} as RowsInput<X>,
      context: {} as Context,
      events: {} as RowsEvent<R>,
    },
    actors: { row },
    actions: {
      stopGone: enqueueActions(({ context, event, enqueue }) => {
        const ids = new Set(event.rows.map((r) => r.id))
        for (const [id, ref] of Object.entries(context.rows)) if (!ids.has(id)) enqueue.stopChild(ref)
      }),
      keepRows: assign({
        rows: ({ context, event, spawn }) =>
          Object.fromEntries(
            event.rows.map((r) => [
              r.id,
              context.rows[r.id] ??
                (spawn as (src: 'row', options: object) => Row)('row', {
                  id: `${key}-${r.id}`,
                  input: { ...context.scope, [key]: r, poll: context.poll },
                }),
            ]),
          ),
      }),
    },
  }).createMachine({
    id: `${key}Rows`,
    context: ({ input: { poll, ...scope } }) => ({ scope: scope as unknown as X, poll: poll ?? false, rows: {} }),
    on: { ROWS: { actions: ['stopGone', 'keepRows'] } },
  })
}

