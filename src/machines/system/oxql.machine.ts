// The OxQL explorer's run: a query is checked, sent, and either answers (a
// result to chart) or is refused (the server's message, shown as it came). A
// new run while one is in flight replaces it; the last result stays on screen
// while the next query runs, and goes when that query is refused.
import { assign, fromPromise, setup } from 'xstate'
import { errorMessage } from '~/machines/shared/error-message.rules'
import { runSystemQuery, validateQuery, type OxqlResult } from './metrics'

export type RunOxql = (query: string, signal?: AbortSignal) => Promise<OxqlResult>

export type OxqlInput = { run?: RunOxql }

export type OxqlContext = {
  run: RunOxql
  /** the query last run (or refused by the console's own check) */
  query: string
  result: OxqlResult | null
  /** the server's message, or the console's reason, for the last refusal */
  error?: string
  /** when the shown result arrived */
  ranAt?: Date
}

export type OxqlEvent = { type: 'RUN'; query: string }

export const oxqlMachine = setup({
  types: { input: {} as OxqlInput, context: {} as OxqlContext, events: {} as OxqlEvent },
  actors: {
    run: fromPromise<OxqlResult, { run: RunOxql; query: string }>(({ input, signal }) => input.run(input.query, signal)),
  },
  guards: {
    valid: ({ event }) => !validateQuery(event.query),
  },
}).createMachine({
  id: 'oxql',
  context: ({ input }) => ({ run: input.run ?? runSystemQuery, query: '', result: null }),
  initial: 'idle',
  on: {
    RUN: [
      { guard: 'valid', target: '.running', reenter: true, actions: assign({ query: ({ event }) => event.query.trim(), error: undefined }) },
      {
        target: '.invalid',
        actions: assign({ query: ({ event }) => event.query, error: ({ event }) => validateQuery(event.query), result: null }),
      },
    ],
  },
  states: {
    idle: {},
    running: {
      invoke: {
        src: 'run',
        input: ({ context }) => ({ run: context.run, query: context.query }),
        onDone: { target: 'answered', actions: assign({ result: ({ event }) => event.output, ranAt: () => new Date() }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorMessage(event.error), result: null }) },
      },
    },
    answered: {},
    /** the server refused the query */
    refused: {},
    /** the console's own check refused it: nothing was sent */
    invalid: {},
  },
})

export type OxqlMachine = typeof oxqlMachine
