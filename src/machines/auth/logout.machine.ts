// Sign out. The user wants out even if the call fails, so every path ends in
// `done`; a failure is only recorded. The call itself ends the session as it
// leaves (api/client): the page's reads are aborted, the cache emptied, and
// nothing is read again until the server has answered.
import { assign, fromPromise, setup } from 'xstate'
import { api, setToken } from '~/api'
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
    // No token of theirs goes out with the next call, and a deliberate
    // sign-out leaves nothing typed behind in the tab.
    forgetSession: () => {
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
      entry: 'forgetSession',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'done',
        onError: { target: 'done', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ error: context.error }),
})
