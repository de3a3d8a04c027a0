// Who the mock thinks is calling. A real browser session is a cookie; the mock
// keeps the signed-in user here instead (Mirage cannot set cookies), and also
// accepts a Bearer access token from the device flow, as Nexus does.
//
// The exports below the line are for the technical preview's dialog: list the
// mock users, act as one without a reload, and mint a device code.
import type { Server } from 'miragejs'
import { type Actor, describeRoles, siloRole } from './lib/authz'
import { createDeviceRequest, markPretendDevice } from './lib/device'
import { randomUuid } from './lib/random'
import { Store, type Row } from './store'

export type { Actor }

let store: Store | null = null
let signedInUserId: string | null = null

/** Called by makeServer: the new server's store, and who starts signed in (null: nobody). */
export function bindSession(server: Server, userId: string | null): void {
  store = new Store(server.schema)
  signedInUserId = userId
}

function currentStore(): Store {
  if (!store) throw new Error('The mock API is not running: call makeServer() or startMock() first')
  return store
}

export const signIn = (userId: string) => {
  signedInUserId = userId
}

export const signOut = () => {
  signedInUserId = null
}

function actorFor(s: Store, userId: string | null | undefined): Actor | null {
  const user = s.find('user', userId)
  const silo = user && s.find('silo', user.siloId)
  return user && silo ? { user, silo } : null
}

/**
 * The caller of a request: the holder of a valid Bearer token if one is sent
 * (an unknown or expired token is nobody, as in Nexus), else the session user.
 */
export function authenticate(s: Store, headers: Record<string, string>): Actor | null {
  const auth = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization')?.[1]
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]
  if (bearer) {
    const token = s.first('accessToken', (t) => t.token === bearer)
    const live = token && (!token.time_expires || Date.parse(token.time_expires) > Date.now())
    return live ? actorFor(s, token.userId) : null
  }
  return actorFor(s, signedInUserId)
}

const RANK = { admin: 3, collaborator: 2, viewer: 1 }

/** The user SAML sign-in acts as: the mock has no identity provider, so it picks the silo's most senior user. */
export function samlUserOf(s: Store, silo: Row<'silo'>): Row<'user'> | undefined {
  const rank = (u: Row<'user'>) => {
    const role = siloRole(s, u)
    return role ? RANK[role] : 0
  }
  return s
    .where('user', (u) => u.siloId === silo.id)
    .sort((a, b) => rank(b) - rank(a) || a.userName.localeCompare(b.userName))[0]
}

// ---- for the technical preview ----------------------------------------------

export interface MockUser {
  id: string
  /** the login username */
  name: string
  displayName: string
  /** silo name */
  silo: string
  /** e.g. 'fleet admin', 'silo collaborator', 'viewer on project mock-project' */
  roles: string[]
}

function describe(s: Store, user: Row<'user'>): MockUser {
  return {
    id: user.id,
    name: user.userName,
    displayName: user.display_name,
    silo: s.find('silo', user.siloId)?.name ?? '',
    roles: describeRoles(s, user),
  }
}

/** Every mock user, silo by silo, with the roles they hold. */
export function listMockUsers(): MockUser[] {
  const s = currentStore()
  const siloName = (u: Row<'user'>) => s.find('silo', u.siloId)?.name ?? ''
  return s
    .all('user')
    .sort((a, b) => siloName(a).localeCompare(siloName(b)) || a.userName.localeCompare(b.userName))
    .map((u) => describe(s, u))
}

/** The signed-in user, or null when signed out. */
export function actingUser(): MockUser | null {
  const s = currentStore()
  const user = s.find('user', signedInUserId)
  return user ? describe(s, user) : null
}

/** Act as another user from now on (signs in when signed out). */
export function actAs(userId: string): void {
  if (!currentStore().find('user', userId)) throw new Error(`No mock user with id ${userId}`)
  signIn(userId)
}

/** Start a device-flow request (as a CLI would) and return its user code to type into /device/verify. */
export function freshDeviceCode(): string {
  const request = createDeviceRequest(currentStore(), { clientId: randomUuid() })
  markPretendDevice(request)
  return request.userCode
}

/** Sign in to a SAML silo by name, as its identity provider would after a successful login. */
export function samlSignIn(siloName: string): void {
  const s = currentStore()
  const silo = s.first('silo', (x) => x.name === siloName)
  const user = silo && samlUserOf(s, silo)
  if (!user) throw new Error(`No SAML user in silo ${siloName}`)
  signIn(user.id)
}

/** The shape the preview entry (src/main.tsx) hands to the app. */
export const previewControls = {
  listUsers: listMockUsers,
  actingUserId: () => signedInUserId,
  actAs,
  freshDeviceCode,
  samlSignIn,
}
