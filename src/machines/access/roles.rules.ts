// As data, written once: the roles and their rank, and the order every
// list of identities follows (users before groups, then by name). The access
// pages, the picker and the self-demotion check all read these; the users and
// groups lists' routes read how a row is found and which reads they follow.
import type { FleetRole, IdentityType, ProjectRole, Read, SiloRole } from '~/api'

/** Fleet, silo and project roles are the same three names (the document defines each). */
export type RoleName = FleetRole & SiloRole & ProjectRole

/** Strongest first: ranked admin, collaborator, viewer. */
export const ROLES: readonly RoleName[] = ['admin', 'collaborator', 'viewer']

/** Higher is stronger. */
export const roleRank = (role: RoleName): number => ROLES.length - ROLES.indexOf(role)

export const isRole = (value: unknown): value is RoleName => ROLES.includes(value as RoleName)

/** The stronger of some roles, or undefined when there is none. */
export function strongestRole(...roles: (RoleName | null | undefined)[]): RoleName | undefined {
  let best: RoleName | undefined
  for (const r of roles) if (r && (!best || roleRank(r) > roleRank(best))) best = r
  return best
}

export type RoleDescriptions = Record<RoleName, string>

/** What each silo or project role may do, as the role picker explains it. */
export const ROLE_DESCRIPTIONS: RoleDescriptions = {
  admin: 'Everything a collaborator can do, and change who has access',
  collaborator: 'Create, change and delete resources',
  viewer: 'Read everything, change nothing',
}

/**
 * The fleet's roles, after Nexus's authz policy: a viewer reads most of the
 * system, a collaborator also manages silos, an admin is the system's superuser.
 */
export const FLEET_ROLE_DESCRIPTIONS: RoleDescriptions = {
  admin: 'Everything a collaborator can do, across the whole system, and change who has fleet access',
  collaborator: 'Everything a viewer can do, and manage silos',
  viewer: 'Read the system pages, change nothing',
}

/** Groups after users. */
export const IDENTITY_TYPES: readonly IdentityType[] = ['silo_user', 'silo_group']

/** How a type reads in a table or a picker. */
export const IDENTITY_TYPE_LABELS: Record<IdentityType, string> = { silo_user: 'user', silo_group: 'group' }

export type NamedIdentity = { id: string; identityType: IdentityType; name: string }

// Made on first use, not at load: a collator loads the locale's data, a cost
// no first page should pay before its rows.
let collator: Intl.Collator | undefined
/** Names as a person sorts them: case aside, 'item2' before 'item10'. */
export const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b)

/** Users before groups, then by name (the id breaks ties, so the order is stable). */
export function compareIdentities(a: NamedIdentity, b: NamedIdentity): number {
  return (
    IDENTITY_TYPES.indexOf(a.identityType) - IDENTITY_TYPES.indexOf(b.identityType) ||
    compareNames(a.name, b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

export const sortIdentities = <T extends NamedIdentity>(items: readonly T[]): T[] => [...items].sort(compareIdentities)

/** How a user or group row is found by the list's filter: its display name, or its whole id. */
export const identityText = (row: { displayName: string; id: string }) => ({ name: row.displayName, id: row.id })

/** The reads the users and groups pages follow: a change to either list or to a policy shows at once. */
export const USERS_GROUPS_READS: Read[] = ['/v1/users', '/v1/groups', '/v1/groups/{group_id}', '/v1/policy', '/v1/projects/{project}/policy']
