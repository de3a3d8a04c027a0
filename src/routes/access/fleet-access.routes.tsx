// The fleet's Access page (/system/access): the system policy's role
// assignments, with the same table, picker and rules as the silo's and a
// project's, and the built-in users read-only beneath. A pathless
// route above the list reads what the page needs besides its rows (may the
// user change the policy; the built-in users), in parallel with them.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { loadFleetAccess } from '~/machines/access/my-role'
import { FLEET_POLICY_PATH, FLEET_SCOPE } from '~/machines/access/policy'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./fleet-access.pages')

/** Its id is the one fleet-access.pages.tsx reads the loader data by. */
const fleetAccessLayout = createRoute({
  getParentRoute: () => systemLayout,
  id: 'fleet-access',
  loader: () => loadFleetAccess(),
  component: Outlet,
})

const fleetAccessList = listRoute({
  getParentRoute: () => fleetAccessLayout,
  path: 'access',
  crumb: () => [{ label: 'Access', to: pb.fleetAccess() }],
  fetchPage: () => async (q) => (await pages()).accessRowsPage(FLEET_SCOPE)(q),
  // Users and groups give the names.
  refreshOn: [FLEET_POLICY_PATH, '/v1/users', '/v1/groups'],
  page: lazyRouteComponent(pages, 'FleetAccess'),
})

export const fleetAccessRoutes = [fleetAccessLayout.addChildren([fleetAccessList.withModals()])]
