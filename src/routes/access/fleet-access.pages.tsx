// The fleet's Access page: the access screen on the fleet's scope, its writes
// disabled for whoever is not a fleet admin (and until their role is known),
// its names and the built-in users under it as parts of the page.
import type { AccessRow } from '~/machines/access/access'
import { accessRowsPage } from '~/machines/access/access'
import { builtinUsersFirstPage, fleetAccessWrites } from '~/machines/access/fleet-access'
import { BUILTIN_USERS_PATH, builtinUsersPage } from '~/machines/access/my-role'
import { FLEET_SCOPE } from '~/machines/access/policy'
import { BuiltinUsersSection, BuiltinUsersTable } from '~/views/access/BuiltinUsersSection'
import type { ListPageProps } from '../kit'
import { useFleetWrites } from '../system/fleet-writes'
import { SectionList } from '../system/section-list'
import { AccessScreen } from './access.pages'

// What the routes' loaders call: with the page, not in the app's chunk.
export { startFleetAccess } from '~/machines/access/fleet-access'
export const fleetRowsPage = accessRowsPage(FLEET_SCOPE)

export function FleetAccess({ list }: ListPageProps<AccessRow>) {
  const { change } = useFleetWrites(fleetAccessWrites)
  return (
    <AccessScreen scope={FLEET_SCOPE} list={list} canChange={change}>
      <BuiltinUsersSection>
        <SectionList first={builtinUsersFirstPage()} what="the built-in users" fetchPage={builtinUsersPage} refreshOn={BUILTIN_USERS_PATH}>
          {(users) => <BuiltinUsersTable list={users} />}
        </SectionList>
      </BuiltinUsersSection>
    </AccessScreen>
  )
}
