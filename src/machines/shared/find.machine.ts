// Looking one item up by its exact name (Nexus has no search): for pickers
// that show only a first page. The lookup is the actor the page provides; a
// found item is emitted ('found') for the page to put into its form.
import { assign, emit, fromPromise, setup } from 'xstate'
import { errorMessage } from './error-message.rules'

/** `scope`: where to look, when the page's lookup has a choice (e.g. snapshots or images). */
export type FindEvent = { type: 'FIND'; name: string; scope?: string }
export type FindInput = Omit<FindEvent, 'type'>
export type FoundEmitted = { type: 'found'; item: unknown }

export const findMachine = setup({
  types: { context: {} as { error?: string }, events: {} as FindEvent, emitted: {} as FoundEmitted },
  actors: {
    find: fromPromise<unknown, FindInput>(async () => {
      throw new Error('find actor not provided')
    }),
  },
}).createMachine({
  id: 'find',
  context: { error: undefined },
  initial: 'idle',
  states: {
    idle: { on: { FIND: 'finding' } },
    finding: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'find',
        input: ({ event }) => ({ name: (event as FindEvent).name, scope: (event as FindEvent).scope }),
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'found' as const, item: event.output })) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
})

/** What a find field shows. */
export const connectFind = (s: { matches: (v: 'finding') => boolean; context: { error?: string } }) => ({
  finding: s.matches('finding'),
  error: s.context.error,
})
