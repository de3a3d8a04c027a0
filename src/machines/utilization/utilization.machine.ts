// The utilization page's numbers: read with the route, read again on REFRESH
// (the page sends it when an instance, disk or snapshot changes). Numbers on
// screen stay while a refresh is in flight, and when it fails.
import { assign, fromPromise, setup } from 'xstate'
import type { Utilization } from '~/api'
import { fetchUtilization } from './utilization'

export type UtilizationInput = {
  /** What the route's loader read, shown at once. */
  initial?: Utilization
  fetch?: () => Promise<Utilization>
}

export type UtilizationContext = {
  fetch: () => Promise<Utilization>
  utilization?: Utilization
  error?: unknown
}

export type UtilizationEvent = { type: 'REFRESH' }

export const utilizationMachine = setup({
  types: {
    input: {} as UtilizationInput,
    context: {} as UtilizationContext,
    events: {} as UtilizationEvent,
  },
  actors: {
    fetch: fromPromise<Utilization, { fetch: () => Promise<Utilization> }>(({ input }) => input.fetch()),
  },
  guards: {
    hasNumbers: ({ context }) => context.utilization !== undefined,
  },
}).createMachine({
  id: 'utilization',
  context: ({ input }) => ({ fetch: input.fetch ?? fetchUtilization, utilization: input.initial }),
  initial: 'start',
  // A newer refresh replaces one in flight: the last read wins.
  on: { REFRESH: { target: '.loading', reenter: true } },
  states: {
    start: { always: [{ guard: 'hasNumbers', target: 'ready' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'fetch',
        input: ({ context }) => ({ fetch: context.fetch }),
        onDone: { target: 'ready', actions: assign({ utilization: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {},
    failed: {},
  },
})

export type UtilizationMachine = typeof utilizationMachine
