// The silo's users, groups and policy. Every user may read their own silo's
// users, groups and policy; changing the policy takes silo admin (or fleet
// collaborator and up, who may modify any silo).
import { requireSiloModify } from '../lib/authz'
import { badRequest, notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { parsePolicy, replacePolicy } from '../lib/policy'
import { ok, type Route } from '../lib/route'
import * as identity from '../serializers/identity'

export function identityRoutes(route: Route) {
  route('get', '/v1/users', ({ store, actor, query }) => {
    const groupId = query.get('group')
    let users = store.where('user', (u) => u.siloId === actor.silo.id)
    if (groupId) {
      if (!isUuid(groupId)) throw badRequest('unable to parse query string: UUID parsing failed')
      const group = store.first('group', (g) => g.id === groupId && g.siloId === actor.silo.id)
      if (!group) throw notFound('silo-group', { id: groupId })
      users = users.filter((u) => u.groupIds.includes(group.id))
    }
    return ok(paginate(query, users, identity.user, { sorts: ID_ONLY }))
  })

  route('get', '/v1/groups', ({ store, actor, query }) =>
    ok(paginate(query, store.where('group', (g) => g.siloId === actor.silo.id), identity.group, { sorts: ID_ONLY })),
  )

  route('get', '/v1/groups/{group_id}', ({ store, actor, path }) => {
    const id = path.group_id
    if (!isUuid(id)) throw badRequest(`bad parameter in URL path: unable to parse "${id}" as a UUID`)
    const group = store.first('group', (g) => g.id === id && g.siloId === actor.silo.id)
    if (!group) throw notFound('silo-group', { id })
    return ok(identity.group(group))
  })

  route('get', '/v1/policy', ({ store, actor }) => ok(identity.policy(store, 'silo', actor.silo.id)))

  route('put', '/v1/policy', ({ store, actor, json }) => {
    const assignments = parsePolicy(json())
    requireSiloModify(store, actor, actor.silo)
    replacePolicy(store, 'silo', actor.silo.id, assignments)
    return ok(identity.policy(store, 'silo', actor.silo.id))
  })
}
