// SAML sign-in: one button that hands
// the browser to the identity provider. The hand-off itself is an actor the
// router provides, because it differs by build: Nexus redirects to the IdP; the
// technical preview has no IdP and signs the silo's SAML user in directly.
import { assign, fromPromise, setup } from 'xstate'
import { errorMessage } from '../shared/error-message.rules'

export type SamlLoginInput = { silo: string; provider: string; redirectUri?: string }
export type SamlLoginEvent = { type: 'SIGN_IN' }

export const samlLoginMachine = setup({
  types: {
    input: {} as SamlLoginInput,
    context: {} as SamlLoginInput & { error?: string },
    events: {} as SamlLoginEvent,
  },
  actors: {
    signIn: fromPromise<void, SamlLoginInput>(async () => {
      throw new Error('signIn actor not provided')
    }),
  },
}).createMachine({
  id: 'samlLogin',
  context: ({ input }) => ({ ...input, error: undefined }),
  initial: 'idle',
  states: {
    idle: { on: { SIGN_IN: 'redirecting' } },
    redirecting: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ silo: context.silo, provider: context.provider, redirectUri: context.redirectUri }),
        onDone: 'signedIn',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    signedIn: { type: 'final' },
  },
})
