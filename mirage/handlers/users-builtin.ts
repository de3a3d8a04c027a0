// The built-in users (the control plane's own identities): listed by name and
// read by name or id, for fleet viewers. They never change.
import { requireFleet } from '../lib/authz'
import { notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { NAME_ONLY, paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import type { Row } from '../store'

const builtinUser = (r: Row<'userBuiltin'>) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

export function usersBuiltinRoutes(route: Route) {
  route('get', '/v1/system/users-builtin', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('userBuiltin'), builtinUser, { sorts: NAME_ONLY }))
  })

  route('get', '/v1/system/users-builtin/{user}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    const key = path.user
    const found = store.first('userBuiltin', (u) => (isUuid(key) ? u.id === key : u.name === key))
    if (!found) throw notFound('user-builtin', isUuid(key) ? { id: key } : { name: key })
    return ok(builtinUser(found))
  })
}
