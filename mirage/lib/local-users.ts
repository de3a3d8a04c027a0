// A local-only silo's users, as Nexus's local identity provider keeps them
// (nexus/src/app/silo.rs `local_idp_*`):
//
// - only a silo whose identity mode is local has this provider; for any other
//   the provider itself is not found ("identity-provider with name local");
// - creating, changing the password of and deleting a user takes admin on the
//   silo or on the fleet ;
// - a user name is unique in its silo ("already exists: silo-user ...");
// - a password is set now or sign-in is disallowed; a user whose password is
//   disallowed cannot sign in until one is set.
//
// The mock keeps the password as given (it is a mock: nothing leaves the
// page). Seeded users have none of their own and sign in with MOCK_PASSWORD.
import type { Row, Store } from '../store'
import { type Actor, atLeast, fleetRole, siloRole } from './authz'
import { field, object, strValue, variant } from './body'
import { alreadyExists, badRequest, forbidden, notFound } from './errors'
import { isUuid } from './lookup'

/** What every seeded local user signs in with. */
export const MOCK_PASSWORD = 'oxide'

/** Nexus's MAX_PASSWORD_LENGTH. */
export const MAX_PASSWORD_LENGTH = 512

/** `UserPassword`: a password, or none (sign-in disallowed). */
export type PasswordSetting = { mode: 'password'; value: string } | { mode: 'login_disallowed' }

const USER_ID = /^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/

const bodyError = (detail: string) => badRequest(`unable to parse JSON body: ${detail}`)

/** `UserId` as Nexus parses it, with its words. */
export function userIdValue(value: unknown, label: string): string {
  const v = strValue(value, label)
  if (v.length > 63) throw bodyError(`${label}: username may contain at most 63 characters`)
  if (isUuid(v)) throw bodyError(`${label}: username cannot be a UUID to avoid ambiguity with IDs`)
  if (!USER_ID.test(v)) {
    throw bodyError(
      `${label}: usernames must begin with a lower case ASCII letter, be composed exclusively of lowercase ASCII, uppercase ASCII, numbers, and '-', and may not end with a '-'.`,
    )
  }
  return v
}

/** `UserPassword` at `label` ('' for the body itself), tagged by `mode`, not serde's usual `type`. */
export function parsePassword(value: unknown, label = 'password'): PasswordSetting {
  const at = (key: string) => (label ? `${label}.${key}` : key)
  const fields = object(value, label || 'body')
  if (fields.mode === undefined) throw bodyError(`${label ? `${label}: ` : ''}missing field \`mode\``)
  if (variant(fields.mode, at('mode'), ['password', 'login_disallowed'] as const) === 'login_disallowed') {
    return { mode: 'login_disallowed' }
  }
  const password = strValue(field(fields, 'value', label), at('value'))
  if (password.length > MAX_PASSWORD_LENGTH) throw bodyError(`${at('value')}: the password provided was too long`)
  return { mode: 'password', value: password }
}

/** The body of POST /v1/system/identity-providers/local/users. */
export function parseUserCreate(body: Record<string, unknown>): {
  externalId: string
  password: PasswordSetting
} {
  return {
    externalId: userIdValue(field(body, 'external_id'), 'external_id'),
    password: parsePassword(field(body, 'password')),
  }
}

/** The silo's local identity provider, or a 404 for it when the silo has none. */
export function requireLocalProvider(silo: Row<'silo'>): void {
  if (silo.identity_mode !== 'local_only') throw notFound('identity-provider', { name: 'local' })
}

/** Managing a silo's users: admin on that silo, or fleet admin. */
export function requireUserAdmin(store: Store, actor: Actor, silo: Row<'silo'>): void {
  const ownAdmin = silo.id === actor.user.siloId && atLeast(siloRole(store, actor.user), 'admin')
  if (!ownAdmin && !atLeast(fleetRole(store, actor.user), 'admin')) throw forbidden()
}

/** A user of this silo by id; another silo's is not found, as Nexus scopes the lookup. */
export function lookupSiloUser(store: Store, silo: Row<'silo'>, userId: string): Row<'user'> {
  if (!isUuid(userId)) throw badRequest(`bad parameter in URL path: unable to parse "${userId}" as a UUID`)
  const user = store.first('user', (u) => u.id === userId.toLowerCase() && u.siloId === silo.id)
  if (!user) throw notFound('silo-user', { id: userId })
  return user
}

const passwordOf = (p: PasswordSetting) => (p.mode === 'password' ? p.value : null)

export function createLocalUser(store: Store, silo: Row<'silo'>, externalId: string, password: PasswordSetting): Row<'user'> {
  if (store.first('user', (u) => u.siloId === silo.id && u.userName === externalId)) throw alreadyExists('silo-user', externalId)
  // Nexus names a local user by its user name.
  return store.create('user', {
    siloId: silo.id,
    userName: externalId,
    display_name: externalId,
    groupIds: [],
    password: passwordOf(password),
  })
}

export function setPassword(user: Row<'user'>, password: PasswordSetting): void {
  user.update({ password: passwordOf(password) })
}

/** Whether this password signs the user in: their own, or the seed's shared one when they never had one set. */
export function passwordMatches(user: Row<'user'>, password: string): boolean {
  const own = user.password === undefined ? MOCK_PASSWORD : user.password
  return own !== null && own === password
}

/** Deletes the user and what is only theirs: role assignments, group memberships, keys and tokens. */
export function deleteLocalUser(store: Store, user: Row<'user'>): void {
  store.where('roleAssignment', (a) => a.identity_type === 'silo_user' && a.identity_id === user.id).forEach((a) => a.destroy())
  store.where('group', (g) => g.userIds.includes(user.id)).forEach((g) => g.update({ userIds: g.userIds.filter((id) => id !== user.id) }))
  store.where('sshKey', (k) => k.siloUserId === user.id).forEach((k) => k.destroy())
  store.where('accessToken', (t) => t.userId === user.id).forEach((t) => t.destroy())
  user.destroy()
}
