// The built-in roles: fixed, one per scope and role name ('silo.admin'),
// listed in name order. Listing them takes a fleet viewer (anyone else is
// refused outright, as the fleet itself is always visible); reading one that
// the caller may not see answers as if it did not exist.
import { fleetRole, atLeast } from '../lib/authz'
import { forbidden, NexusError } from '../lib/errors'
import { NAME_ONLY, paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import type { S } from '../serializers/common'

type BuiltinRole = { id: string; name: string; description: string }

const role = (name: string, description: string): BuiltinRole => ({ id: name, name, description })

/** Every built-in role, the internal one that signs users in among them. */
export const BUILTIN_ROLES: readonly BuiltinRole[] = [
  role('fleet.admin', 'Fleet Administrator'),
  role('fleet.collaborator', 'Fleet Collaborator'),
  role('fleet.external-authenticator', 'Fleet External Authenticator'),
  role('fleet.viewer', 'Fleet Viewer'),
  role('project.admin', 'Project Administrator'),
  role('project.collaborator', 'Project Collaborator'),
  role('project.viewer', 'Project Viewer'),
  role('silo.admin', 'Silo Administrator'),
  role('silo.collaborator', 'Silo Collaborator'),
  role('silo.viewer', 'Silo Viewer'),
]

const wire = (r: BuiltinRole): S['Role'] => ({ name: r.name, description: r.description })

/**
 * A role is looked up by its two parts: a name without a dot names nothing;
 * one with a dot is reported by both parts.
 */
function roleNotFound(name: string): NexusError {
  const dot = name.indexOf('.')
  const message =
    dot < 0
      ? `not found: role-builtin with name "${name}"`
      : `not found: role-builtin with id "resource_type = ${JSON.stringify(name.slice(0, dot))}, role_name = ${JSON.stringify(name.slice(dot + 1))}"`
  return new NexusError(404, 'ObjectNotFound', message)
}

export function rolesRoutes(route: Route) {
  route('get', '/v1/system/roles', ({ store, actor, query }) => {
    if (!atLeast(fleetRole(store, actor.user), 'viewer')) throw forbidden()
    return ok(paginate(query, BUILTIN_ROLES, wire, { sorts: NAME_ONLY }))
  })

  route('get', '/v1/system/roles/{role_name}', ({ store, actor, path }) => {
    const name = path.role_name
    const found = BUILTIN_ROLES.find((r) => r.name === name)
    if (!found || !atLeast(fleetRole(store, actor.user), 'viewer')) throw roleNotFound(name)
    return ok(wire(found))
  })
}
