// The SAML sign-in's hand-off (the `signIn` actor of saml-login.machine),
// which differs by build: Nexus takes the browser on to the identity provider;
// the technical preview has no IdP and signs the silo's SAML user in at once.
import { fromPromise } from 'xstate'
import type { SamlLoginInput } from './saml-login.machine'

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
