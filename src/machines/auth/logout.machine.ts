// Sign out. The user wants out even if the call fails, so every path ends in
// `done`; a failure is only recorded.
import { assign, fromPromise, setup } from 'xstate'
import { api, clearCache, setToken } from '~/api'
import { dropAllDrafts } from '../shared/drafts'
import { errorMessage } from '../shared/error-message.rules'

export type LogoutContext = { error?: string }
export type LogoutEvent = { type: 'LOGOUT' }
export type LogoutOutput = { error?: string }

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    output: {} as LogoutOutput,
  },
  actors: {
    logout: fromPromise<unknown>(() => api.post('/v1/logout')),
  },
  actions: {
    // Nothing fetched as this user may be shown to the next one, and no
    // token of theirs goes out with the next call.
    forgetSession: () => {
      clearCache()
      // A deliberate sign-out leaves nothing typed behind in the tab.
      dropAllDrafts()
      setToken(null)
    },
  },
}).createMachine({
  id: 'logout',
  context: { error: undefined },
  initial: 'idle',
  states: {
    idle: { on: { LOGOUT: 'loggingOut' } },
    loggingOut: {
      // The user is leaving: what the page is still reading is theirs no more.
      // Once more when the server has answered, for what was read meanwhile.
      entry: 'forgetSession',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'done', actions: 'forgetSession' },
        onError: {
          target: 'done',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'forgetSession'],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ error: context.error }),
})
