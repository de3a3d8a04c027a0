// What the Access page works out before it acts: which policy its URL is about,
// how its dialogs name that place, and whether a row is the signed-in user's
// own last admin role (asked when the row is acted on).
import { checkOwnLastAdmin } from './my-role'
import { type Me, OWN_LAST_ADMIN_WARNING } from './own-admin.rules'
import { type AccessScope, assignedRole, readPolicy, type Policy, assignRole, readSiloPolicyIfAllowed } from './policy'
import { FLEET_ROLE_DESCRIPTIONS, ROLE_DESCRIPTIONS, type RoleDescriptions, sortIdentities, strongestRole, type NamedIdentity, type RoleName, IDENTITY_TYPE_LABELS, isRole } from './roles.rules'
import { allPages, ApiError, composedSection, fetchApi, MAX_LIMIT, type Group, type User } from '~/api'
import { type ApiRole, type RoleLevel } from './role-guide.rules'
import { type Permission } from '~/machines/shared/permission.rules'
import { type FetchPage, type Page, type PageParams } from '../shared/list.machine'
import { messages } from '~/validation'
import { type FieldErrors, type FormInput } from '../shared/form.machine'
import { heldData, partSection, startPart, type Ask } from '../shared/section-reads'
export { accessScope } from './policy'

// The route reads the scope from its URL at boot: it lives with the policy's reads.
/** How the modals and confirm name where the role is: 'the fleet', 'the silo', 'project mock-project'. */
export const accessTarget = (scope: AccessScope) =>
  scope.kind === 'project'
    ? `project ${scope.project}`
    : scope.kind === 'fleet'
      ? 'the fleet'
      : scope.kind === 'system-silo'
        ? `silo ${scope.silo}`
        : 'the silo'

/** What the page says it shows, under its title. */
export const accessDescription = (scope: AccessScope) =>
  scope.kind === 'project'
    ? `Roles on project ${scope.project}, and the silo roles it inherits`
    : scope.kind === 'fleet'
      ? 'Roles on the fleet: who operates the whole system'
      : scope.kind === 'system-silo'
        ? `Roles on silo ${scope.silo}, given by its admins or by an operator`
        : 'Roles on the silo'

/** What each role means at this scope, for the role radios. */
export const roleDescriptions = (scope: AccessScope): RoleDescriptions =>
  scope.kind === 'fleet' ? FLEET_ROLE_DESCRIPTIONS : ROLE_DESCRIPTIONS

/** Which roles a scope's picker offers: the fleet's, a project's, or a silo's (an operator's view of any silo too). */
export const roleLevel = (scope: AccessScope): RoleLevel =>
  scope.kind === 'fleet' ? 'fleet' : scope.kind === 'project' ? 'project' : 'silo'

/**
 * The built-in roles as the API describes them. Only a fleet viewer may list
 * them (`canRead`: no request is made for anyone else), and a server that no
 * longer offers the list answers 404: both leave the role guide with its own
 * titles.
 */
/** The built-in roles' API titles as a part of the page that guides a role's choice (none for whoever may not read them). */
export const builtinRolesSection = (canRead: boolean) =>
  composedSection(['builtin-roles', canRead], async () => (await builtinRolesPage(canRead)({ limit: MAX_LIMIT })).items, '/v1/system/roles')

export const builtinRolesPage =
  (canRead: boolean): FetchPage<ApiRole> =>
  async () => {
    if (!canRead) return { items: [], nextPage: null }
    try {
      const items = await allPages((pageToken) => fetchApi('/v1/system/roles', { query: { limit: MAX_LIMIT, pageToken } }))
      return { items, nextPage: null }
    } catch (e) {
      if (e instanceof ApiError && (e.statusCode === 403 || e.statusCode === 404)) return { items: [], nextPage: null }
      throw e
    }
  }


/**
 * Whether the row is the user's own last admin role, against the policy as it
 * is now. If that read fails, the action still goes ahead (no warning).
 */
export const ownLastAdmin = (scope: AccessScope, user: Pick<Me, 'id' | 'siloId'>, identityId: string): Promise<boolean> =>
  fetchApi('/v1/me/groups')
    .then(({ items }) => checkOwnLastAdmin(scope, { ...user, groupIds: items.map((g) => g.id) }, identityId))
    .catch(() => false)

// The access page's table (fleet, silo or project): one row per identity with a role here — and, on a
// project, per identity with a silo role, since that role reaches the project
// too (the effective role is the stronger of the two). Rows follow the
// order and are paged on the client: a policy is one document, not a list.
/**
 * The signed-in user's silo's users and groups, for names and for the picker.
 * The fleet page uses them too: the console can list no other silo's groups,
 * so an operator grants fleet roles to their own silo's users and groups.
 */
export type Directory = { users: User[]; groups: Group[] }

/**
 * A row: an identity with a role here (or inherited). Its name is a part of
 * the page (the silo's directory): `name` is set when the directory was held
 * as the rows were read (they are then in the page's order: users before groups, then by name); the page names the rest
 * when the directory is in, and reads its rows again in that order.
 */
export type AccessRow = Omit<NamedIdentity, 'name'> & {
  name?: string
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
export async function readDirectory(scope?: AccessScope, ask: Ask = fetchApi): Promise<Directory> {
  if (scope?.kind === 'system-silo') return readSiloDirectory(scope.silo, ask)
  const [users, groups] = await Promise.all([
    allPages((pageToken) => ask('/v1/users', { query: { limit: MAX_LIMIT, pageToken } })),
    allPages((pageToken) => ask('/v1/groups', { query: { limit: MAX_LIMIT, pageToken } })),
  ])
  return { users, groups }
}

/**
 * Another silo's users, as an operator reads them (the system API). Nexus
 * lists a silo's groups only to its own users: another silo's groups show by
 * id and are not offered in the picker.
 */
async function readSiloDirectory(silo: string, ask: Ask): Promise<Directory> {
  const [users, me] = await Promise.all([
    allPages((pageToken) => ask('/v1/system/users', { query: { silo, limit: MAX_LIMIT, pageToken } })),
    ask('/v1/me'),
  ])
  const own = silo === me.siloName || silo === me.siloId
  const groups = own ? await allPages((pageToken) => ask('/v1/groups', { query: { limit: MAX_LIMIT, pageToken } })) : []
  return { users, groups }
}

/** The directory that names an access page's rows: a part of the page, read beside the policy. */
export const directorySection = (scope: AccessScope) =>
  partSection(['directory', scope.kind === 'system-silo' ? scope.silo : 'own'], (ask) => readDirectory(scope, ask), [
    '/v1/users',
    '/v1/groups',
    '/v1/system/users',
  ])

/** A name for every identity id: display names from the directory; an unknown one shows its id. */
export function nameOf(directory: Directory, id: string): string {
  return (directory.users.find((u) => u.id === id) ?? directory.groups.find((g) => g.id === id))?.displayName ?? id
}

/** A row as its actions name it (a confirm, a toast): by the directory once in, else by its id. */
export const namedRow = (row: AccessRow, directory?: Directory): AccessRow & NamedIdentity => ({
  ...row,
  name: directory ? nameOf(directory, row.id) : (row.name ?? row.id),
})

/**
 * Rows for a policy, in the page's order when `directory` names them (users before
 * groups, then by name; without it, users before groups). `siloPolicy` is
 * given on a project page: its identities join the rows with their inherited role.
 */
export function accessRows(policy: Policy, directory: Directory | undefined, siloPolicy?: Policy): AccessRow[] {
  const identities = new Map<string, Omit<NamedIdentity, 'name'>>()
  for (const a of [...policy.roleAssignments, ...(siloPolicy?.roleAssignments ?? [])]) {
    if (!identities.has(a.identityId)) identities.set(a.identityId, { id: a.identityId, identityType: a.identityType })
  }
  const rows = [...identities.values()].map((identity) => {
    const role = assignedRole(policy, identity.id)
    const siloRole = siloPolicy && assignedRole(siloPolicy, identity.id)
    // Every identity here has at least one of the two roles.
    return { ...identity, name: directory ? nameOf(directory, identity.id) : '', role, siloRole, effectiveRole: strongestRole(role, siloRole)! }
  })
  return sortIdentities(rows).map(({ name, ...row }) => (directory ? { ...row, name } : row))
}

/** One page of rows held in memory; the page token is the offset of the page's first row. */
export function pageOfRows<T>(rows: T[], { pageToken, limit }: Pick<PageParams, 'pageToken' | 'limit'>): Page<T> {
  const start = Math.max(0, Number(pageToken ?? 0) || 0)
  const end = start + limit
  return { items: rows.slice(start, end), nextPage: end < rows.length ? String(end) : null }
}

/**
 * An access page's rows: the policy (and on a project, the silo's, whose
 * roles it inherits). The directory that names them leaves beside it, not
 * waited for; when the cache holds it, the rows come named and in order.
 */
export async function readAccessRows(scope: AccessScope): Promise<AccessRow[]> {
  startPart(directorySection(scope))
  const [policy, siloPolicy] = await Promise.all([readPolicy(scope), scope.kind === 'project' ? readSiloPolicyIfAllowed() : undefined])
  return accessRows(policy, heldData(directorySection(scope)), siloPolicy)
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

// The two side-modal forms of an access page (used with the form machine):
// "Add user or group" (pick an identity with no role here, and a role) and
// "Change role" (one assignment). Both save by a read-modify-write of the
// policy, so they can never leave an identity with two roles.
/** The picker offers every silo user and group with no assignment here; users first, then by name. */
export function pickerChoices(directory: Directory, policy: Policy): NamedIdentity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  const all: NamedIdentity[] = [
    ...directory.users.map((u) => ({ id: u.id, identityType: 'silo_user' as const, name: u.displayName })),
    ...directory.groups.map((g) => ({ id: g.id, identityType: 'silo_group' as const, name: g.displayName })),
  ]
  return sortIdentities(all.filter((i) => !assigned.has(i.id)))
}

/** How a choice reads in the picker: 'web-devs (group)'. */
export const choiceLabel = (i: NamedIdentity) => `${i.name} (${IDENTITY_TYPE_LABELS[i.identityType]})`

/** The picker's choices, read when the modal opens (one list, not paged). */
export const pickerChoicesPage =
  (scope: AccessScope): FetchPage<NamedIdentity> =>
  async () => {
    const [directory, policy] = await Promise.all([readDirectory(scope), readPolicy(scope)])
    return { items: pickerChoices(directory, policy), nextPage: null }
  }

export const IDENTITY_LABEL = 'User or group'
export const ROLE_LABEL = 'Role'

/** New assignments start at the least a role can give. */
export const DEFAULT_ROLE: RoleName = 'viewer'

export type AddRoleValues = { identityId: string; role: RoleName }
export type ChangeRoleValues = { role: RoleName }

export function validateAddRole(values: AddRoleValues): FieldErrors<AddRoleValues> {
  const errors: FieldErrors<AddRoleValues> = {}
  if (!values.identityId) errors.identityId = messages.required(IDENTITY_LABEL)
  if (!isRole(values.role)) errors.role = messages.required(ROLE_LABEL)
  return errors
}

export function validateChangeRole(values: ChangeRoleValues): FieldErrors<ChangeRoleValues> {
  return isRole(values.role) ? {} : { role: messages.required(ROLE_LABEL) }
}

/** What a saved role form answers: who got which role (for the toast), and the policy now held. */
export type RoleSaved = { identity: NamedIdentity; role: RoleName; policy: Policy }

/** The identity a picked id names, with its type (the policy needs both). */
export function resolveIdentity(directory: Directory, id: string): NamedIdentity | undefined {
  const user = directory.users.find((u) => u.id === id)
  if (user) return { id, identityType: 'silo_user', name: user.displayName }
  const group = directory.groups.find((g) => g.id === id)
  return group && { id, identityType: 'silo_group', name: group.displayName }
}

export const NO_LONGER_IN_SILO = 'That user or group is no longer in the silo'

/**
 * Input for the form machine: give a picked user or group a role here. One
 * that has gained a role meanwhile simply gets the new one, as the
 * policy is read fresh.
 */
export function addRoleFormInput(scope: AccessScope): FormInput<AddRoleValues, RoleSaved> {
  return {
    initialValues: { identityId: '', role: DEFAULT_ROLE },
    validate: validateAddRole,
    submit: async ({ identityId, role }) => {
      const identity = resolveIdentity(await readDirectory(scope), identityId)
      if (!identity) throw new Error(NO_LONGER_IN_SILO)
      return { identity, role, policy: await assignRole(scope, identity, role) }
    },
  }
}

/** The toast once a role form saved. */
export const roleSavedMessage = ({ identity, role }: Pick<RoleSaved, 'identity' | 'role'>) =>
  `${identity.name} now has the ${role} role`

/** Input for the form machine: change the role of an identity that has one here. */
export function changeRoleFormInput(
  scope: AccessScope,
  identity: NamedIdentity,
  current: RoleName,
): FormInput<ChangeRoleValues, RoleSaved> {
  return {
    initialValues: { role: current },
    validate: validateChangeRole,
    submit: async ({ role }) => ({ identity, role, policy: await assignRole(scope, identity, role) }),
  }
}

/** The remove confirm's question; it warns when the role is the user's own last admin role here. */
export function removeRoleQuestion(row: { name: string; role?: RoleName }, target: string, ownLastAdmin: boolean): string {
  const question = `Remove ${row.role ? `the ${row.role} role` : 'the role'} of ${row.name} on ${target}?`
  return ownLastAdmin ? `${question} ${OWN_LAST_ADMIN_WARNING}` : question
}
