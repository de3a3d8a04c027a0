// The signed-in user: who they are, their groups, SSH keys and tokens.
import { notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import * as identity from '../serializers/identity'
import * as keys from '../serializers/keys'

export function meRoutes(route: Route) {
  route('get', '/v1/me', ({ actor }) => ok(identity.currentUser(actor.user, actor.silo)))

  route('get', '/v1/me/groups', ({ store, actor, query }) =>
    ok(paginate(query, store.where('group', (g) => actor.user.groupIds.includes(g.id)), identity.group, { sorts: ID_ONLY })),
  )

  route('get', '/v1/me/ssh-keys', ({ store, actor, query }) =>
    ok(paginate(query, store.where('sshKey', (k) => k.siloUserId === actor.user.id), keys.sshKey)),
  )

  route('get', '/v1/me/ssh-keys/{ssh_key}', ({ store, actor, path }) => {
    const value = path.ssh_key
    const key = store.first(
      'sshKey',
      (k) => k.siloUserId === actor.user.id && (isUuid(value) ? k.id === value : k.name === value),
    )
    if (!key) throw notFound('ssh-key', isUuid(value) ? { id: value } : { name: value })
    return ok(keys.sshKey(key))
  })

  route('get', '/v1/me/access-tokens', ({ store, actor, query }) => {
    const live = store.where(
      'accessToken',
      (t) => t.userId === actor.user.id && (!t.time_expires || Date.parse(t.time_expires) > Date.now()),
    )
    return ok(paginate(query, live, keys.accessToken, { sorts: ID_ONLY }))
  })
}
