// What the fleet's Access page (/system/access) reads besides its role rows:
// whether the signed-in user may change the fleet policy (a fleet viewer who
// is not a fleet admin sees every write disabled, with the reason), and the
// built-in users, listed read-only: the control plane's own identities.
import { fetchApi, PAGE_SIZE, type Schema, type Read } from '~/api'
import type { Permission } from '../shared/permission.rules'
import type { FetchPage, Page } from '../shared/list.machine'
import { fleetPolicyWrite, readFleetRole } from './my-role.input'
import { FLEET_POLICY_PATH, SILO_POLICY_PATH } from './policy.input'
import type { RoleName } from './roles.rules'

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
