// Permissions by role, after Nexus's authz policy:
//
// - Roles rank admin > collaborator > viewer at every scope, and a user holds a
//   role directly or through any group they are in.
// - Fleet roles come from the fleet policy, or from a silo role the user's silo
//   maps to fleet roles (`mapped_fleet_roles`). They open /v1/system/* (viewer
//   reads, admin writes) but give nothing inside a silo.
// - Silo viewer reads the silo's projects; silo collaborator creates projects
//   and is admin of every project in the silo; silo admin also edits the silo's
//   policy. Every user may read their own silo, its users and groups.
// - Project viewer reads, collaborator creates and edits the project's
//   resources, admin edits the project itself and its policy.
// - Reading something you may not see is a 404 (Nexus hides it); acting on
//   something you can see but may not change is a 403.
import type { Row, Store } from '../store'
import type { RoleName, RoleScope } from '../models'
import { forbidden } from './errors'

/** Nexus's fixed id of the one fleet. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

export interface Actor {
  user: Row<'user'>
  silo: Row<'silo'>
}

const RANK: Record<RoleName, number> = { viewer: 1, collaborator: 2, admin: 3 }

export const atLeast = (role: RoleName | null | undefined, min: RoleName) => !!role && RANK[role] >= RANK[min]

const strongest = (roles: (RoleName | null | undefined)[]): RoleName | null =>
  roles.reduce<RoleName | null>((best, r) => (r && (!best || RANK[r] > RANK[best]) ? r : best), null)

export interface Grant {
  role: RoleName
  /** display name of the group the role comes through, when not direct */
  viaGroup?: string
}

/** Every role the user holds on one resource, directly or through a group. */
export function grants(store: Store, user: Row<'user'>, scope: RoleScope, resourceId: string): Grant[] {
  return store
    .where('roleAssignment', (a) => a.resourceType === scope && a.resourceId === resourceId)
    .flatMap((a): Grant[] => {
      if (a.identity_type === 'silo_user') return a.identity_id === user.id ? [{ role: a.role_name }] : []
      if (!user.groupIds.includes(a.identity_id)) return []
      return [{ role: a.role_name, viaGroup: store.find('group', a.identity_id)?.display_name }]
    })
}

export const siloRole = (store: Store, user: Row<'user'>): RoleName | null =>
  strongest(grants(store, user, 'silo', user.siloId).map((g) => g.role))

/** Fleet roles the user's silo role confers through the silo's `mapped_fleet_roles`. */
export function mappedFleetRoles(store: Store, user: Row<'user'>): RoleName[] {
  const silo = store.find('silo', user.siloId)
  const role = siloRole(store, user)
  if (!silo || !role) return []
  // A silo admin also holds the collaborator and viewer roles, so each mapping they imply applies.
  return (Object.keys(RANK) as RoleName[])
    .filter((r) => atLeast(role, r))
    .flatMap((r) => silo.mapped_fleet_roles[r] ?? [])
}

export const fleetRole = (store: Store, user: Row<'user'>): RoleName | null =>
  strongest([...grants(store, user, 'fleet', FLEET_ID).map((g) => g.role), ...mappedFleetRoles(store, user)])

/** The user's effective role on a project: its own policy, raised by the silo role. */
export function projectRole(store: Store, user: Row<'user'>, project: Row<'project'>): RoleName | null {
  if (project.siloId !== user.siloId) return null
  const silo = siloRole(store, user)
  const inherited: RoleName | null = atLeast(silo, 'collaborator') ? 'admin' : silo ? 'viewer' : null
  return strongest([inherited, ...grants(store, user, 'project', project.id).map((g) => g.role)])
}

// ---- checks that throw ------------------------------------------------------

export function requireFleet(store: Store, actor: Actor, min: RoleName): void {
  if (!atLeast(fleetRole(store, actor.user), min)) throw forbidden()
}

export function requireSilo(store: Store, actor: Actor, min: RoleName): void {
  if (!atLeast(siloRole(store, actor.user), min)) throw forbidden()
}

/** For an action on a project the actor can already see (lookups hide the rest). */
export function requireProject(store: Store, actor: Actor, project: Row<'project'>, min: RoleName): void {
  if (!atLeast(projectRole(store, actor.user, project), min)) throw forbidden()
}

/** Creating and changing what is in a project takes collaborator (the project is already visible). */
export function requireProjectWrite(store: Store, actor: Actor, projectId: string): Row<'project'> {
  const project = store.find('project', projectId)
  if (!project) throw forbidden()
  requireProject(store, actor, project, 'collaborator')
  return project
}

export const canReadProject = (store: Store, actor: Actor, project: Row<'project'>) =>
  atLeast(projectRole(store, actor.user, project), 'viewer')

/** Own silo always; others with a fleet role. */
export const canReadSilo = (store: Store, actor: Actor, silo: Row<'silo'>) =>
  silo.id === actor.silo.id || atLeast(fleetRole(store, actor.user), 'viewer')

/** Silo policy edits: silo admin, or fleet collaborator and up (Polar: "modify" if "collaborator" on parent_fleet). */
export function requireSiloModify(store: Store, actor: Actor, silo: Row<'silo'>): void {
  const own = silo.id === actor.user.siloId && atLeast(siloRole(store, actor.user), 'admin')
  if (!own && !atLeast(fleetRole(store, actor.user), 'collaborator')) throw forbidden()
}

// ---- descriptions for the preview's user picker -----------------------------

const via = (g: Grant) => (g.viaGroup ? ` (via group ${g.viaGroup})` : '')

/** e.g. 'fleet admin', 'silo viewer (via group web-devs)', 'viewer on project mock-project'. */
export function describeRoles(store: Store, user: Row<'user'>): string[] {
  const fleet = grants(store, user, 'fleet', FLEET_ID).map((g) => `fleet ${g.role}${via(g)}`)
  const directFleet = strongest(grants(store, user, 'fleet', FLEET_ID).map((g) => g.role))
  const mapped = strongest(mappedFleetRoles(store, user))
  if (mapped && !atLeast(directFleet, mapped)) fleet.push(`fleet ${mapped} (via silo role)`)
  const silo = grants(store, user, 'silo', user.siloId).map((g) => `silo ${g.role}${via(g)}`)
  const projects = store
    .where('project', (p) => p.siloId === user.siloId)
    .flatMap((p) => grants(store, user, 'project', p.id).map((g) => `${g.role} on project ${p.name}${via(g)}`))
  return [...new Set([...fleet, ...silo, ...projects])]
}
