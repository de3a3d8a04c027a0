import { assign, emit, fromPromise, setup } from 'xstate'
import { errorDetails, type ErrorDetails } from '~/api'
import { errorMessage } from './error-message.rules'
import { failedTitle } from './failure-title.rules'
import type { DependentGroup } from './delete-impact.rules'

/** What the app asks the user to confirm, and the work to do once they do. */
export type ConfirmRequest = {
  title: string
  message: string
  confirmLabel?: string
  /** Red confirm button: deletes and other destructive actions. */
  danger?: boolean
  /**
   * Title of the error toast when the action fails ('Could not stop instance');
   * the body is the error's message. Defaults to 'Could not <title>'.
   */
  errorTitle?: string
  action: () => Promise<unknown>
  /** What depends on the resource, read before asking; shown under the message. */
  dependents?: DependentGroup[]
  /** Nexus would refuse: the confirm button is disabled with this reason, and CONFIRM does nothing. */
  refusal?: string
}

export type ConfirmEvent =
  | { type: 'OPEN'; request: ConfirmRequest }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The page that asked is gone: the question is moot, and nobody waits for the answer. */
  | { type: 'DISMISS' }

/**
 * Emitted when the action rejects; the dialog stays open so the user can retry
 * or cancel. `details`: what the server said, when a call failed.
 */
export type ConfirmEmitted = { type: 'failed'; title: string; message: string; details?: ErrorDetails }

export type ConfirmOutcome = 'confirmed' | 'cancelled'

type Context = {
  request: ConfirmRequest | null
  /** How the last request ended; null while one is pending. */
  outcome: ConfirmOutcome | null
}

export const confirmMachine = setup({
  types: {} as { context: Context; events: ConfirmEvent; emitted: ConfirmEmitted },
  actors: {
    runAction: fromPromise<unknown, ConfirmRequest>(({ input }) => input.action()),
  },
  actions: {
    openRequest: assign(({ event }) => {
      if (event.type !== 'OPEN') return {}
      return { request: event.request, outcome: null }
    }),
  },
}).createMachine({
  id: 'confirm',
  context: { request: null, outcome: null },
  initial: 'idle',
  states: {
    idle: { on: { OPEN: { target: 'open', actions: 'openRequest' } } },
    open: {
      on: {
        CONFIRM: { target: 'confirming', guard: ({ context }) => !context.request?.refusal },
        CANCEL: { target: 'closed', actions: assign({ outcome: 'cancelled' }) },
        DISMISS: { target: 'closed', actions: assign({ outcome: 'cancelled' }) },
      },
    },
    // Cancel is ignored here: the request is already on its way. Dismiss is not:
    // the page that would take the answer is gone, so the dialog goes with it.
    confirming: {
      on: { DISMISS: { target: 'closed', actions: assign({ outcome: 'cancelled' }) } },
      invoke: {
        src: 'runAction',
        input: ({ context }) => context.request!,
        onDone: { target: 'closed', actions: assign({ outcome: 'confirmed' }) },
        onError: {
          target: 'open',
          actions: emit(({ context, event }) => ({
            type: 'failed' as const,
            title: context.request?.errorTitle ?? failedTitle(context.request?.title ?? ''),
            message: errorMessage(event.error),
            details: errorDetails(event.error),
          })),
        },
      },
    },
    // Not final: one app-level actor serves every confirmation.
    // The request stays in context so the closing dialog keeps its text.
    closed: {
      on: { OPEN: { target: 'open', actions: 'openRequest' } },
    },
  },
})
