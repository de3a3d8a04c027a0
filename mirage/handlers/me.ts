// The signed-in user: who they are, their groups, SSH keys and tokens.
import { name, str } from '../lib/body'
import { alreadyExists, badRequest, invalidValue, notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Actor } from '../lib/authz'
import type { Row, Store } from '../store'
import * as identity from '../serializers/identity'
import * as keys from '../serializers/keys'

/** An OpenSSH public key line: a known key type, base64 key material, an optional comment. */
const PUBLIC_KEY =
  /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) [A-Za-z0-9+/]+={0,3}( .*)?$/

function myKey(store: Store, actor: Actor, value: string): Row<'sshKey'> {
  const key = store.first(
    'sshKey',
    (k) => k.siloUserId === actor.user.id && (isUuid(value) ? k.id === value : k.name === value),
  )
  if (!key) throw notFound('ssh-key', isUuid(value) ? { id: value } : { name: value })
  return key
}

export function meRoutes(route: Route) {
  route('get', '/v1/me', ({ actor }) => ok(identity.currentUser(actor.user, actor.silo)))

  route('get', '/v1/me/groups', ({ store, actor, query }) =>
    ok(paginate(query, store.where('group', (g) => actor.user.groupIds.includes(g.id)), identity.group, { sorts: ID_ONLY })),
  )

  route('get', '/v1/me/ssh-keys', ({ store, actor, query }) =>
    ok(paginate(query, store.where('sshKey', (k) => k.siloUserId === actor.user.id), keys.sshKey)),
  )

  route('post', '/v1/me/ssh-keys', ({ store, actor, json }) => {
    const body = json()
    const keyName = name(body)
    const description = str(body, 'description')
    const publicKey = str(body, 'public_key').trim()
    if (store.first('sshKey', (k) => k.siloUserId === actor.user.id && k.name === keyName)) {
      throw alreadyExists('ssh-key', keyName)
    }
    if (!PUBLIC_KEY.test(publicKey)) throw invalidValue('public_key', 'not a valid OpenSSH public key')
    const t = new Date().toISOString()
    const key = store.create('sshKey', {
      siloUserId: actor.user.id,
      name: keyName,
      description,
      public_key: publicKey,
      time_created: t,
      time_modified: t,
    })
    return created(keys.sshKey(key))
  })

  route('get', '/v1/me/ssh-keys/{ssh_key}', ({ store, actor, path }) => ok(keys.sshKey(myKey(store, actor, path.ssh_key))))

  route('delete', '/v1/me/ssh-keys/{ssh_key}', ({ store, actor, path }) => {
    // Instances created with the key stop listing it (their list skips deleted keys).
    myKey(store, actor, path.ssh_key).destroy()
    return noContent()
  })

  route('get', '/v1/me/access-tokens', ({ store, actor, query }) => {
    const live = store.where(
      'accessToken',
      (t) => t.userId === actor.user.id && (!t.time_expires || Date.parse(t.time_expires) > Date.now()),
    )
    return ok(paginate(query, live, keys.accessToken, { sorts: ID_ONLY }))
  })

  // Deleting a token signs its device out: the token stops working at once.
  route('delete', '/v1/me/access-tokens/{token_id}', ({ store, actor, path }) => {
    const id = path.token_id
    if (!isUuid(id)) throw badRequest('unable to parse path parameter token_id: UUID parsing failed')
    const token = store.first('accessToken', (t) => t.id === id && t.userId === actor.user.id)
    if (!token) throw notFound('device-access-token', { id })
    token.destroy()
    return noContent()
  })
}
