// The silo's users and groups: the two lists, a group's members, and a user's
// groups and roles (on the silo and on each project they can reach, directly
// or through a group), worked out from the policies. Nexus has no call for a
// user's groups or roles: both are put together here from the lists and the
// policies, within stated bounds.
import { allPages, ApiError, fetchApi, firstPage, MAX_LIMIT, PAGE_SIZE, type Group, type Read, type User } from '~/api'
import { type FetchPage } from '../shared/list.machine'
import { partSection, startPart, type Ask } from '../shared/section-reads'
import { pageOfRows } from './access'
import { readPolicy, type Policy } from './policy'
import { projectRoleFromSilo } from './role-guide.rules'
import { compareNames, strongestRole, type RoleName } from './roles.rules'

/** By display name; the id breaks ties, so the order is stable across reads. */
export const compareByDisplayName = (a: { displayName: string; id: string }, b: { displayName: string; id: string }) =>
  compareNames(a.displayName, b.displayName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

// Nexus pages users and groups by id only; every list of identities here is
// ordered by name, so each list is read whole (Nexus's largest pages, bounded
// as every whole read is) and paged in memory.
const readAllUsers = (group?: string, ask: Ask = fetchApi) =>
  allPages((pageToken) => ask('/v1/users', { query: { group, limit: MAX_LIMIT, pageToken } }))
const readAllGroups = () => allPages((pageToken) => fetchApi('/v1/groups', { query: { limit: MAX_LIMIT, pageToken } }))

/** A refusal to list the silo's users or groups. */
const isForbidden = (e: unknown) => e instanceof ApiError && e.statusCode === 403

/** Said in place of the lists when the user may not read them. */
export const NOT_ALLOWED_TO_LIST = 'You are not allowed to see the users and groups of this silo. A silo admin can give you a role on the silo.'

/**
 * Whether the signed-in user may list the silo's users and groups: a refusal
 * becomes the page's plain message rather than an error page.
 */
export async function readUsersGroupsAccess(): Promise<{ allowed: boolean }> {
  try {
    await Promise.all([readAllUsers(), readAllGroups()])
    return { allowed: true }
  } catch (e) {
    if (isForbidden(e)) return { allowed: false }
    throw e
  }
}

/** A refused list reads as empty: the page above it says why. */
const orEmpty = async <T>(read: () => Promise<T[]>): Promise<T[]> =>
  read().catch((e: unknown) => {
    if (isForbidden(e)) return []
    throw e
  })

export const usersPage: FetchPage<User> = async (params) =>
  pageOfRows((await orEmpty(() => readAllUsers())).sort(compareByDisplayName), params)

export const groupsPage: FetchPage<Group> = async (params) =>
  pageOfRows((await orEmpty(readAllGroups)).sort(compareByDisplayName), params)

/** A group's members, by name. */
export const groupMembersPage =
  (groupId: string): FetchPage<User> =>
  async (params) =>
    pageOfRows((await readAllUsers(groupId)).sort(compareByDisplayName), params)

/**
 * A group's page: the group (404 for an id that is no group of this silo).
 * Its members and its roles are parts of the page, started beside it.
 */
export async function loadGroupPage(groupId: string): Promise<Group> {
  void groupMembersPage(groupId)({ limit: PAGE_SIZE }).catch(() => {})
  startPart(groupRolesSection(groupId))
  return fetchApi('/v1/groups/{group_id}', { path: { group_id: groupId } })
}

/** What the roles read: the policies and the projects. */
const ROLES_READS: Read[] = ['/v1/policy', '/v1/projects/{project}/policy', '/v1/projects']

/** Where a group holds roles: a part of its page. */
export const groupRolesSection = (groupId: string) => partSection(['group-roles', groupId], (ask) => readRolesOf(ask, groupId, []), ROLES_READS)

// A user's page ---------------------------------------------------------------

/** How a user holds a role somewhere: given to them, or to a group they are in. */
export type RoleGrant = { role: RoleName; via?: Group }

/** A user's roles on one place, and what they add up to. */
export type PlaceAccess = {
  grants: RoleGrant[]
  /** The project role the user's silo role gives (projects only). */
  fromSilo?: RoleName
  /** The strongest of all of them, if any. */
  effective?: RoleName
  /** The policy could not be read (the signed-in user may not see it). */
  unreadable?: boolean
}

export type ProjectAccess = PlaceAccess & { project: string }

/** The groups a user is in, by name; `more`: groups beyond the first GROUPS_CHECKED were not looked into. */
export type UserGroups = { groups: Group[]; more: boolean }

export type UserPage = {
  user: User
  /** The groups the user is in, by name. */
  groups: Group[]
  /** Groups beyond the first GROUPS_CHECKED were not looked into. */
  groupsMore: boolean
  silo: PlaceAccess
  /** The projects the signed-in user can see where this user has a role of the project's own (directly or through a group). */
  projects: ProjectAccess[]
  /** How many projects were looked at, and whether there are more than that. */
  projectsChecked: number
  projectsMore: boolean
  /** The signed-in user may not list the silo's projects: project roles could not be checked. */
  projectsUnreadable?: boolean
}

/** One page of projects is looked into (each is a policy read of its own). */
export const PROJECTS_CHECKED = PAGE_SIZE
/** One page of groups is looked into (each is a members read of its own). */
export const GROUPS_CHECKED = PAGE_SIZE

/** The roles a policy gives a user or group directly, or a user through one of their groups; direct first, then by group name. */
export function grantsIn(policy: Policy, identityId: string, groups: readonly Group[]): RoleGrant[] {
  const grants: RoleGrant[] = []
  for (const a of policy.roleAssignments) {
    if (a.identityId === identityId) grants.push({ role: a.roleName })
    const group = a.identityType === 'silo_group' ? groups.find((g) => g.id === a.identityId) : undefined
    if (group) grants.push({ role: a.roleName, via: group })
  }
  return grants.sort((a, b) => (a.via ? 1 : 0) - (b.via ? 1 : 0) || (a.via && b.via ? compareByDisplayName(a.via, b.via) : 0))
}

/** A place's access from its policy (undefined: the policy could not be read). */
export function placeAccess(policy: Policy | undefined, identityId: string, groups: readonly Group[], fromSilo?: RoleName): PlaceAccess {
  if (!policy) return { grants: [], fromSilo, effective: fromSilo, unreadable: true }
  const grants = grantsIn(policy, identityId, groups)
  return { grants, fromSilo, effective: strongestRole(fromSilo, ...grants.map((g) => g.role)) }
}

/** A policy, or undefined where the signed-in user may not read it. */
const policyIfAllowed = (read: Promise<Policy>): Promise<Policy | undefined> =>
  read.catch((e: unknown) => {
    if (isForbidden(e)) return undefined
    throw e
  })

/** The groups (of the first GROUPS_CHECKED) that have the user among their members. */
async function readGroupsOf(ask: Ask, userId: string): Promise<UserGroups> {
  const { items, more } = await firstPage((limit) => ask('/v1/groups', { query: { limit } }), GROUPS_CHECKED)
  const members = await Promise.all(items.map((g) => readAllUsers(g.id, ask)))
  const groups = items.filter((_, i) => members[i].some((u) => u.id === userId)).sort(compareByDisplayName)
  return { groups, more }
}

/** Where a user or group holds roles: the silo, and the projects (of the first PROJECTS_CHECKED) with a role of their own. */
export type Roles = Pick<UserPage, 'silo' | 'projects' | 'projectsChecked' | 'projectsMore' | 'projectsUnreadable'>

/**
 * The roles of a user or group: given to it directly, or (a user's) to one of
 * `groups`; on the silo, and on each of the first projects. A policy the
 * signed-in user may not read is said to be so.
 */
async function readRolesOf(ask: Ask, identityId: string, groups: readonly Group[]): Promise<Roles> {
  const [siloPolicy, projects] = await Promise.all([
    policyIfAllowed(readPolicy({ kind: 'silo' }, ask)),
    // Listing projects takes a role on the silo: without one, project roles go unchecked (and the page says so).
    firstPage((limit) => ask('/v1/projects', { query: { limit } }), PROJECTS_CHECKED).catch((e: unknown) => {
      if (isForbidden(e)) return undefined
      throw e
    }),
  ])
  if (!projects) {
    const silo = placeAccess(siloPolicy, identityId, groups)
    return { silo, projects: [], projectsChecked: 0, projectsMore: false, projectsUnreadable: true }
  }
  const silo = placeAccess(siloPolicy, identityId, groups)
  const fromSilo = projectRoleFromSilo(silo.effective)
  const policies = await Promise.all(
    projects.items.map((p) => policyIfAllowed(readPolicy({ kind: 'project', project: p.name }, ask))),
  )
  const reached = projects.items
    .map((p, i): ProjectAccess => ({ project: p.name, ...placeAccess(policies[i], identityId, groups, fromSilo) }))
    // A project where only the silo role reaches is said once, for every project.
    .filter((p) => p.grants.length > 0 || p.unreadable)
  return { silo, projects: reached, projectsChecked: projects.items.length, projectsMore: projects.more }
}

/** The groups a user is in (of the first GROUPS_CHECKED, read with their members): a part of their page. */
export const userGroupsSection = (userId: string) =>
  partSection(['user-groups', userId], (ask) => readGroupsOf(ask, userId), ['/v1/groups', '/v1/groups/{group_id}', '/v1/users'])

/** Where a user holds roles, directly or through those groups: a part of their page. */
export const userRolesSection = (userId: string) =>
  partSection(
    ['user-roles', userId],
    async (ask) => readRolesOf(ask, userId, (await readGroupsOf(ask, userId)).groups),
    [...ROLES_READS, '/v1/groups', '/v1/users'],
  )

/**
 * A user's page: the user, or undefined for an id that is no user of the
 * silo (Nexus reads a silo's user only through its list). Their groups and
 * roles are parts of the page, started beside it.
 */
export async function loadUserPage(userId: string): Promise<User | undefined> {
  startPart(userGroupsSection(userId))
  startPart(userRolesSection(userId))
  return (await readAllUsers()).find((u) => u.id === userId)
}

/** The user holds no role anywhere the page looked (and the silo's policy was read). */
export const hasNoRole = (page: Pick<UserPage, 'silo' | 'projects'>) =>
  !page.silo.unreadable && !page.silo.effective && page.projects.every((p) => !p.effective)

const PROJECTS_UNCHECKED = 'Their roles on projects could not be checked: you may not list the silo’s projects.'

/**
 * Why this user can reach nothing, said plainly, or undefined when they have
 * a group or a role. No group and no role is what a misconfigured identity
 * provider leaves behind.
 */
export function noAccessReason(
  page: Pick<UserPage, 'groups' | 'groupsMore' | 'silo' | 'projects' | 'projectsUnreadable'>,
): string | undefined {
  if (!hasNoRole(page)) return undefined
  const noGroups = page.groups.length === 0 && !page.groupsMore
  if (page.projectsUnreadable) {
    const who = noGroups ? 'This user is in no groups and has no role on the silo.' : 'This user has no role on the silo, neither directly nor through their groups.'
    return `${who} ${PROJECTS_UNCHECKED}`
  }
  if (noGroups) {
    return 'This user is in no groups and has no role on the silo or on any project: they can sign in but see nothing. If they should have access, check that the identity provider sends their groups, or give them a role.'
  }
  return 'This user has no role on the silo or on any project, neither directly nor through their groups: they can sign in but see nothing. Give them, or one of their groups, a role.'
}

/** How a grant reads: 'directly' or 'through group web-devs'. */
export const grantSource = (g: RoleGrant) => (g.via ? `through group ${g.via.displayName}` : 'directly')

/** Under the projects: how far the page looked. */
export const projectsBoundNote = (page: Pick<UserPage, 'projectsChecked' | 'projectsMore' | 'projectsUnreadable'>) =>
  page.projectsUnreadable
    ? PROJECTS_UNCHECKED
    : page.projectsMore
    ? `Only the first ${page.projectsChecked} projects were checked; this user may have roles on others.`
    : undefined

export const groupsBoundNote = (page: Pick<UserPage, 'groupsMore'>) =>
  page.groupsMore ? `Only the first ${GROUPS_CHECKED} groups of the silo were checked; this user may be in others.` : undefined

/** One line of a user's roles: where, which role (none where the policy could not be read), and how they hold it. */
export type RoleRow = { key: string; where: 'silo' | 'every-project' | 'project'; project?: string; role?: RoleName; source: string }

export const POLICY_UNREADABLE = 'You may not read this policy'

/**
 * A user's roles: the silo's, then what the silo role gives on every project
 * (one line, not one per project), then each project's own by name, one row
 * per way the user holds a role there.
 */
export function roleRows(page: Pick<UserPage, 'silo' | 'projects'>): RoleRow[] {
  const rows: RoleRow[] = []
  const place = (access: PlaceAccess, project?: string) => {
    const where = project ? 'project' : 'silo'
    const at = project ?? 'silo'
    if (access.unreadable) rows.push({ key: `${at}:unreadable`, where, project, source: POLICY_UNREADABLE })
    access.grants.forEach((g, i) => rows.push({ key: `${at}:${i}`, where, project, role: g.role, source: grantSource(g) }))
  }
  place(page.silo)
  const fromSilo = projectRoleFromSilo(page.silo.effective)
  if (fromSilo) {
    rows.push({ key: 'every-project', where: 'every-project', role: fromSilo, source: `from the ${page.silo.effective} role on the silo` })
  }
  for (const p of [...page.projects].sort((a, b) => compareNames(a.project, b.project))) place(p, p.project)
  return rows
}
