// The access page's table (fleet, silo or project): one row per identity with a role here — and, on a
// project, per identity with a silo role, since that role reaches the project
// too (the effective role is the stronger of the two). Rows follow the
// order and are paged on the client: a policy is one document, not a list.
import { allPages, ApiError, fetchApi, MAX_LIMIT, type Group, type User } from '~/api'
import type { Permission } from '~/machines/shared/permission.rules'
import type { FetchPage, Page, PageParams } from '../shared/list.machine'
import { assignedRole, readPolicy, type AccessScope, type Policy } from './policy.reads'
import { sortIdentities, strongestRole, type NamedIdentity, type RoleName } from './roles.rules'

/**
 * The signed-in user's silo's users and groups, for names and for the picker.
 * The fleet page uses them too: the console can list no other silo's groups,
 * so an operator grants fleet roles to their own silo's users and groups.
 */
export type Directory = { users: User[]; groups: Group[] }

export type AccessRow = NamedIdentity & {
  /** Assigned here (on the silo, or on the project); absent for a project row that only inherits. */
  role?: RoleName
  /** Project pages only: the identity's role on the silo, which the project inherits. */
  siloRole?: RoleName
  /** The stronger of the two. */
  effectiveRole: RoleName
}

/**
 * Every user and group of the silo, in Nexus's largest pages (bounded: see
 * allPages). Nexus lets a silo read a user only through this list, so it is
 * the only way to name the identities of a policy.
 */
export async function readDirectory(scope?: AccessScope): Promise<Directory> {
  if (scope?.kind === 'system-silo') return readSiloDirectory(scope.silo)
  const [users, groups] = await Promise.all([
    allPages((pageToken) => fetchApi('/v1/users', { query: { limit: MAX_LIMIT, pageToken } })),
    allPages((pageToken) => fetchApi('/v1/groups', { query: { limit: MAX_LIMIT, pageToken } })),
  ])
  return { users, groups }
}

/**
 * Another silo's users, as an operator reads them (the system API). Nexus
 * lists a silo's groups only to its own users: another silo's groups show by
 * id and are not offered in the picker.
 */
async function readSiloDirectory(silo: string): Promise<Directory> {
  const [users, me] = await Promise.all([
    allPages((pageToken) => fetchApi('/v1/system/users', { query: { silo, limit: MAX_LIMIT, pageToken } })),
    fetchApi('/v1/me'),
  ])
  const own = silo === me.siloName || silo === me.siloId
  const groups = own ? await allPages((pageToken) => fetchApi('/v1/groups', { query: { limit: MAX_LIMIT, pageToken } })) : []
  return { users, groups }
}

/** A name for every identity id: display names from the directory; an unknown one shows its id. */
export function nameOf(directory: Directory, id: string): string {
  return (directory.users.find((u) => u.id === id) ?? directory.groups.find((g) => g.id === id))?.displayName ?? id
}

/**
 * Rows for a policy. `siloPolicy` is given on a project page: its identities
 * join the rows with their inherited role.
 */
export function accessRows(policy: Policy, directory: Directory, siloPolicy?: Policy): AccessRow[] {
  const identities = new Map<string, NamedIdentity>()
  for (const a of [...policy.roleAssignments, ...(siloPolicy?.roleAssignments ?? [])]) {
    if (!identities.has(a.identityId)) {
      identities.set(a.identityId, { id: a.identityId, identityType: a.identityType, name: nameOf(directory, a.identityId) })
    }
  }
  const rows = [...identities.values()].map((identity): AccessRow => {
    const role = assignedRole(policy, identity.id)
    const siloRole = siloPolicy && assignedRole(siloPolicy, identity.id)
    // Every identity here has at least one of the two roles.
    return { ...identity, role, siloRole, effectiveRole: strongestRole(role, siloRole)! }
  })
  return sortIdentities(rows)
}

/** One page of rows held in memory; the page token is the offset of the page's first row. */
export function pageOfRows<T>(rows: T[], { pageToken, limit }: Pick<PageParams, 'pageToken' | 'limit'>): Page<T> {
  const start = Math.max(0, Number(pageToken ?? 0) || 0)
  const end = start + limit
  return { items: rows.slice(start, end), nextPage: end < rows.length ? String(end) : null }
}

/**
 * A project member need not be able to read the silo's policy: then the page
 * still shows the project's own assignments, with no silo roles beside them.
 */
export function readSiloPolicyIfAllowed(): Promise<Policy> {
  return readPolicy({ kind: 'silo' }).catch((e: unknown) => {
    if (e instanceof ApiError && e.statusCode === 403) return { roleAssignments: [] }
    throw e
  })
}

/** Everything one access page shows, read together (through the cache). */
export async function readAccessRows(scope: AccessScope): Promise<AccessRow[]> {
  const [policy, siloPolicy, directory] = await Promise.all([
    readPolicy(scope),
    scope.kind === 'project' ? readSiloPolicyIfAllowed() : undefined,
    readDirectory(scope),
  ])
  return accessRows(policy, directory, siloPolicy)
}

export const accessRowsPage =
  (scope: AccessScope): FetchPage<AccessRow> =>
  async (params) =>
    pageOfRows(await readAccessRows(scope), params)

export const INHERITED_ONLY_REASON = "This role comes from the silo: give a project role with Add user or group, or change it on the silo's Access page"

export type AccessRowActions = { changeRole: Permission; remove: Permission }

/**
 * A row's menu: only a role assigned here can be changed or removed here, and
 * only by who may change the policy (`canChange`, where the page knows it).
 */
export function accessRowActions(row: Pick<AccessRow, 'role'>, canChange: Permission = { allowed: true }): AccessRowActions {
  const here: Permission = !canChange.allowed
    ? canChange
    : row.role
      ? { allowed: true }
      : { allowed: false, reason: INHERITED_ONLY_REASON }
  return { changeRole: here, remove: here }
}
