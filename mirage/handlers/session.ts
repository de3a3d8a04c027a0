// Signing in and out: ping, local login, SAML login, logout.
import { str } from '../lib/body'
import { notFound, unauthorized } from '../lib/errors'
import { MOCK_PASSWORD, passwordMatches } from '../lib/local-users'
import { noContent, ok, type Reply, type Route } from '../lib/route'
import { samlUserOf, signIn, signOut } from '../session'

/** The password every seeded local user has (a user created through the API has their own). */
export { MOCK_PASSWORD }

/** Only same-origin paths may be redirected to after a SAML login. */
const safePath = (p: unknown) => (typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') ? p : null)

function relayTarget(form: URLSearchParams, query: URLSearchParams): string {
  try {
    const relay = JSON.parse(form.get('RelayState') ?? 'null') as { redirect_uri?: unknown } | null
    const fromRelay = safePath(relay?.redirect_uri)
    if (fromRelay) return fromRelay
  } catch {
    // not JSON: fall back to the query
  }
  return safePath(query.get('redirect_uri')) ?? '/'
}

export function sessionRoutes(route: Route) {
  route('get', '/v1/ping', () => ok({ status: 'ok' }), { public: true })

  route(
    'post',
    '/v1/login/{silo_name}/local',
    ({ store, path, json }) => {
      const silo = store.first('silo', (s) => s.name === path.silo_name)
      if (!silo) throw notFound('silo', { name: path.silo_name })
      const body = json()
      const username = str(body, 'username')
      const password = str(body, 'password')
      const user = store.first('user', (u) => u.siloId === silo.id && u.userName === username)
      if (silo.identity_mode !== 'local_only' || !user || !passwordMatches(user, password)) throw unauthorized()
      signIn(user.id)
      return noContent()
    },
    { public: true },
  )

  route(
    'post',
    '/v1/logout',
    () => {
      signOut()
      return noContent()
    },
    { public: true },
  )

  // The identity provider posts its assertion here (ACS). The mock has no IdP:
  // any post signs in as the silo's SAML user and redirects like Nexus, 303 to
  // the relay state's redirect_uri.
  route(
    'post',
    '/login/{silo_name}/saml/{provider_name}',
    ({ store, path, query, form }): Reply<undefined> => {
      const silo = store.first('silo', (s) => s.name === path.silo_name)
      if (!silo) throw notFound('silo', { name: path.silo_name })
      const idp = store.first('identityProvider', (p) => p.siloId === silo.id && p.name === path.provider_name)
      if (!idp) throw notFound('saml-identity-provider', { name: path.provider_name })
      const user = samlUserOf(store, silo)
      if (silo.identity_mode !== 'saml_jit' || !user) throw unauthorized()
      signIn(user.id)
      return { status: 303, body: undefined, headers: { Location: relayTarget(form(), query) } }
    },
    { public: true },
  )
}
