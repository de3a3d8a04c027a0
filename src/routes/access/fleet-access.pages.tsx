// The fleet's Access page: the access screen on the fleet's scope, its writes
// disabled for whoever is not a fleet admin, and the built-in users under it.
import type { AccessRow } from '~/machines/access/access'
import { BUILTIN_USERS_PATH, builtinUsersPage, FLEET_ACCESS_READS } from '~/machines/access/my-role'
import { FLEET_SCOPE } from '~/machines/access/policy'
import { BuiltinUsersSection } from '~/views/access/BuiltinUsersSection'
import { routeApi, useListPage, type ListPageProps } from '../kit'
import { AccessScreen } from './access.pages'

// What the routes' loaders call: with the page, not in the app's chunk.
export { accessRowsPage } from '~/machines/access/access'

const fleetAccess = routeApi('/authed/system/fleet-access', { refreshOn: FLEET_ACCESS_READS })

export function FleetAccess({ list }: ListPageProps<AccessRow>) {
  const { canChange, builtinUsers } = fleetAccess.useLoaderData()
  const { list: users } = useListPage({ fetchPage: builtinUsersPage, initialPage: builtinUsers, refreshOn: BUILTIN_USERS_PATH })
  return (
    <AccessScreen scope={FLEET_SCOPE} list={list} canChange={canChange}>
      <BuiltinUsersSection list={users} />
    </AccessScreen>
  )
}
