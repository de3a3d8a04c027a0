// The sign-in pages: a chunk of their own, which the boot module fetches with
// the app's when the first page is a sign-in (routes/first-reads.ts), and the
// router when a 401 sends there; no signed-in first page carries them.
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { clearCache } from '~/api'
import { connectLogin } from '~/machines/auth/login.connect'
import { loginMachine, safeRedirect, type LoginOutput } from '~/machines/auth/login.machine'
import { samlSignIn } from '~/machines/auth/saml-login.machine'
import { samlLoginMachine } from '~/machines/auth/saml-login.machine'
import { LoginPage } from '~/views/auth/LoginPage'
import { SamlLoginPage } from '~/views/auth/SamlLoginPage'
import { useConnect } from '~/views/use-connect'
import { DEFAULT_SILO } from './config'
import { usePageActor } from './page-actor'
import { useOnDone } from './use-on-done'

type LoginSearch = { redirect_uri?: string }
const loginApi = getRouteApi('/login')
const loginLocalApi = getRouteApi('/login/$silo/local')
const loginSamlApi = getRouteApi('/login/$silo/saml/$provider')

function LocalLogin({ silo, redirectUri }: { silo: string; redirectUri?: string }) {
  const navigate = useNavigate()
  const actor = usePageActor(loginMachine, { input: { silo, redirectUri } })
  const login = useConnect(actor, connectLogin)
  useOnDone<LoginOutput>(actor, ({ redirectTo }) => {
    // Whatever was cached belonged to the previous session.
    clearCache()
    void navigate({ href: redirectTo, replace: true })
  })
  return <LoginPage silo={silo} login={login} />
}

export function LoginRoute() {
  const { redirect_uri } = loginApi.useSearch() as LoginSearch
  // A new redirect_uri (a 401 while the login page is showing) is a new sign-in: its machine starts over.
  return <LocalLogin key={redirect_uri} silo={DEFAULT_SILO} redirectUri={redirect_uri} />
}

export function LoginLocalRoute() {
  const { silo } = loginLocalApi.useParams() as { silo: string }
  const { redirect_uri } = loginLocalApi.useSearch() as LoginSearch
  return <LocalLogin key={`${silo} ${redirect_uri}`} silo={silo} redirectUri={redirect_uri} />
}

export function LoginSamlRoute() {
  const { silo, provider } = loginSamlApi.useParams() as { silo: string; provider: string }
  const { redirect_uri } = loginSamlApi.useSearch() as LoginSearch
  return <SamlLogin key={`${silo} ${provider} ${redirect_uri}`} silo={silo} provider={provider} redirectUri={redirect_uri} />
}

function SamlLogin({ silo, provider, redirectUri }: { silo: string; provider: string; redirectUri?: string }) {
  const { preview } = loginSamlApi.useRouteContext() as { preview: Parameters<typeof samlSignIn>[0] }
  const navigate = useNavigate()
  const actor = usePageActor(
    samlLoginMachine.provide({
      actors: { signIn: samlSignIn(preview, (url) => window.location.assign(url)) },
    }),
    { input: { silo, provider, redirectUri } },
  )
  const pending = useConnect(actor, (s) => s.matches('redirecting'))
  const error = useConnect(actor, (s) => s.context.error)
  useOnDone(actor, () => {
    clearCache()
    void navigate({ href: safeRedirect(redirectUri), replace: true })
  })
  return (
    <SamlLoginPage
      silo={silo}
      provider={provider}
      pending={pending}
      error={error}
      onSignIn={() => actor.send({ type: 'SIGN_IN' })}
    />
  )
}
