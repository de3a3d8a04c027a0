import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { clearCache } from '~/api'
import { connectLogin } from '~/machines/auth/login.connect'
import { loginMachine, safeRedirect, type LoginOutput } from '~/machines/auth/login.machine'
import { samlSignIn } from '~/machines/auth/saml-login.input'
import { samlLoginMachine } from '~/machines/auth/saml-login.machine'
import { LoginPage } from '~/views/auth/LoginPage'
import { SamlLoginPage } from '~/views/auth/SamlLoginPage'
import { useConnect } from '~/views/use-connect'
import { DEFAULT_SILO } from './config'
import { usePageActor } from './page-actor'
import { rootRoute } from './root'
import { useOnDone } from './use-on-done'

type LoginSearch = { redirect_uri?: string }
const loginSearch = (s: Record<string, unknown>): LoginSearch => ({
  redirect_uri: typeof s.redirect_uri === 'string' ? s.redirect_uri : undefined,
})

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

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: function LoginRoute() {
    const { redirect_uri } = loginRoute.useSearch()
    // A new redirect_uri (a 401 while the login page is showing) is a new sign-in: its machine starts over.
    return <LocalLogin key={redirect_uri} silo={DEFAULT_SILO} redirectUri={redirect_uri} />
  },
})

export const loginLocalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$silo/local',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: function LoginLocalRoute() {
    const { silo } = loginLocalRoute.useParams()
    const { redirect_uri } = loginLocalRoute.useSearch()
    return <LocalLogin key={`${silo} ${redirect_uri}`} silo={silo} redirectUri={redirect_uri} />
  },
})

export const loginSamlRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$silo/saml/$provider',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: function LoginSamlRoute() {
    const { silo, provider } = loginSamlRoute.useParams()
    const { redirect_uri } = loginSamlRoute.useSearch()
    return (
      <SamlLogin
        key={`${silo} ${provider} ${redirect_uri}`}
        silo={silo}
        provider={provider}
        redirectUri={redirect_uri}
      />
    )
  },
})

function SamlLogin({
  silo,
  provider,
  redirectUri,
}: {
  silo: string
  provider: string
  redirectUri?: string
}) {
  const { preview } = loginSamlRoute.useRouteContext()
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

/** The device pages are rarely a user's first page: they come in a chunk of their own. */
const devicePages = () => import('./auth.pages')

export const deviceVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/verify',
  staticData: { crumb: 'Device Authentication' },
  component: lazyRouteComponent(devicePages, 'DeviceVerify'),
})

export const deviceSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/success',
  staticData: { crumb: 'Device logged in' },
  component: lazyRouteComponent(devicePages, 'DeviceSuccessPage'),
})

export const authRoutes = [loginRoute, loginLocalRoute, loginSamlRoute, deviceVerifyRoute, deviceSuccessRoute]
