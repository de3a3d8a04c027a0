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

// The SAML sign-in's hand-off (the `signIn` actor of saml-login.machine),
// which differs by build: Nexus takes the browser on to the identity provider;
// the technical preview has no IdP and signs the silo's SAML user in at once.
/** Nexus's start of a SAML sign-in: it answers with a redirect to the identity provider. */
export function samlRedirectUrl({ silo, provider, redirectUri }: SamlLoginInput): string {
  const q = redirectUri ? `?redirect_uri=${encodeURIComponent(redirectUri)}` : ''
  return `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect${q}`
}

/**
 * The hand-off: with the preview's controls, their sign-in; otherwise the
 * browser goes to `samlRedirectUrl` (`go`, the page's location) and the
 * actor never settles, as the page is going away.
 */
export const samlSignIn = (preview: { samlSignIn: (silo: string) => void } | undefined, go: (url: string) => void) =>
  fromPromise<void, SamlLoginInput>(async ({ input }) => {
    if (preview) return preview.samlSignIn(input.silo)
    go(samlRedirectUrl(input))
    await new Promise(() => {})
  })
