// The signed-in user's own role on a policy's scope, read through the cache:
// what they hold there directly or through a group, raised by what reaches it
// from elsewhere (a project inherits the silo role; the fleet takes the roles
// the user's silo role confers). The own-last-admin question and the fleet
// page's write rights both ask it.
import { ApiError, composedSection, fetchApi, PAGE_SIZE, type Schema, type Read } from '~/api'
import { type Permission } from '../shared/permission.rules'
import { readSiloPolicyIfAllowed } from './policy'
import { isOwnLastAdmin, mappedFleetRole, roleThrough, type Me } from './own-admin.rules'
import { FLEET_SCOPE, readPolicy, type AccessScope, FLEET_POLICY_PATH, SILO_POLICY_PATH } from './policy'
import { strongestRole, type RoleName } from './roles.rules'
import { type FetchPage, type Page } from '../shared/list.machine'

/** The signed-in user, read as the session reads them (the same cached calls). */
export async function readMe(): Promise<Me> {
  const [me, groups] = await Promise.all([fetchApi('/v1/me'), fetchApi('/v1/me/groups')])
  return { id: me.id, groupIds: groups.items.map((g) => g.id), siloId: me.siloId }
}

/** The fleet role `me`'s silo role confers (none when the silo maps none, or cannot be read). */
export async function conferredFleetRole(me: Me): Promise<RoleName | undefined> {
  if (!me.siloId) return undefined
  const [silo, siloPolicy] = await Promise.all([
    fetchApi('/v1/system/silos/{silo}', { path: { silo: me.siloId } }).catch(unlessRefused),
    readSiloPolicyIfAllowed(),
  ])
  return silo ? mappedFleetRole(silo.mappedFleetRoles, roleThrough(siloPolicy, me)) : undefined
}

/** A read the user may not make (403, or 404 as Nexus hides it) gives nothing; other failures stay failures. */
function unlessRefused(e: unknown): undefined {
  if (e instanceof ApiError && (e.statusCode === 403 || e.statusCode === 404)) return undefined
  throw e
}

/** What reaches `scope` from elsewhere for `me`. */
function inheritedRole(scope: AccessScope, me: Me): Promise<RoleName | undefined> {
  if (scope.kind === 'project') return readSiloPolicyIfAllowed().then((p) => roleThrough(p, me))
  if (scope.kind === 'fleet') return conferredFleetRole(me)
  return Promise.resolve(undefined)
}

/** Whether the row is `me`'s own last admin role, against the policies as they are now. */
export async function checkOwnLastAdmin(scope: AccessScope, me: Me, identityId: string): Promise<boolean> {
  const [policy, inherited] = await Promise.all([readPolicy(scope), inheritedRole(scope, me)])
  return isOwnLastAdmin(policy, me, identityId, inherited)
}

/** `me`'s fleet role: the fleet policy's, or what their silo role confers, whichever is stronger. */
export async function myFleetRole(me: Me): Promise<RoleName | undefined> {
  const [policy, conferred] = await Promise.all([
    // Not a fleet viewer: no role from the fleet policy.
    readPolicy(FLEET_SCOPE).catch(unlessRefused),
    conferredFleetRole(me),
  ])
  return strongestRole(policy && roleThrough(policy, me), conferred)
}

/**
 * The signed-in user's fleet role: what every operator page's rights come
 * from. The policies it weighs do not depend on who the user is: they leave
 * with the user's own read (the cache joins them when they are asked), not
 * after its answer.
 */
export const readFleetRole = (): Promise<RoleName | undefined> => {
  void readPolicy(FLEET_SCOPE).catch(() => undefined)
  void readSiloPolicyIfAllowed().catch(() => undefined)
  return readMe().then(myFleetRole)
}

/**
 * The fleet role as a part of an operator page: the page is drawn without
 * waiting for it, its writes are not offered until it is in (permission.rules
 * writesOf), and one read serves every operator page of the session.
 */
export const fleetRoleSection = () =>
  composedSection(['fleet-role'], readFleetRole, [FLEET_POLICY_PATH, SILO_POLICY_PATH, '/v1/system/silos/{silo}'])

export const FLEET_ADMIN_ONLY = 'Only a fleet admin can change who has fleet access'

/** The fleet page's writes (add, change, remove): fleet admins only, as Nexus says. */
export const fleetPolicyWrite = (role: RoleName | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: FLEET_ADMIN_ONLY }

// What the fleet's Access page (/system/access) reads besides its role rows:
// whether the signed-in user may change the fleet policy (a fleet viewer who
// is not a fleet admin sees every write disabled, with the reason), and the
// built-in users, listed read-only: the control plane's own identities.
export type UserBuiltin = Schema<'UserBuiltin'>

export const BUILTIN_USERS_PATH = '/v1/system/users-builtin'

export const builtinUsersPage: FetchPage<UserBuiltin> = ({ pageToken, limit }) =>
  fetchApi(BUILTIN_USERS_PATH, { query: { limit, pageToken } })

export type FleetAccess = {
  /** The signed-in user's fleet role (none is possible only while a change is on its way). */
  fleetRole: RoleName | undefined
  /** Add, change role and remove. */
  canChange: Permission
  builtinUsers: Page<UserBuiltin>
}

/** Read with the page (through the cache), and again when the fleet policy changes. */
export async function loadFleetAccess(): Promise<FleetAccess> {
  const [fleetRole, builtinUsers] = await Promise.all([
    readFleetRole(),
    builtinUsersPage({ limit: PAGE_SIZE }),
  ])
  return { fleetRole, canChange: fleetPolicyWrite(fleetRole), builtinUsers }
}

/** What `loadFleetAccess` reads: a change to any of them is a change to its answer. */
export const FLEET_ACCESS_READS: Read[] = [FLEET_POLICY_PATH, SILO_POLICY_PATH, '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas', BUILTIN_USERS_PATH]
