// The fleet's Access page (/system/access). Its own read is the system policy,
// whose rows the page draws as soon as it is in; the rows' names, the built-in
// users beneath and the operator's right to change the policy (their fleet
// role) are parts of the page, each read beside it and drawn as it comes in.
import { apiSection, PAGE_SIZE, startSection } from '~/api'
import type { Permission } from '../shared/permission.rules'
import { directorySection } from './access'
import { FLEET_SCOPE } from './policy'
import { BUILTIN_USERS_PATH, fleetPolicyWrite } from './my-role'
import type { RoleName } from './roles.rules'

/** The built-in users' first page, as their list asks it (the same cache entry). */
export const builtinUsersFirstPage = () => apiSection(BUILTIN_USERS_PATH, { query: { limit: PAGE_SIZE } })

/** Add, change role and remove: a fleet admin's. */
export const fleetAccessWrites = (role: RoleName | undefined): { change: Permission } => ({ change: fleetPolicyWrite(role) })

/** Starts the page's parts as the route is entered: its rows do not wait for them. */
export function startFleetAccess(): void {
  startSection(directorySection(FLEET_SCOPE))
  startSection(builtinUsersFirstPage())
}
