// The fleet's Access page (/system/access): the system policy's role
// assignments, with the same table, picker and rules as the silo's and a
// project's, and the built-in users read-only beneath. The rows are the
// page's own read; a pathless route above the list starts the page's parts
// (the rows' names, the built-in users) beside them, without waiting.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { FLEET_POLICY_PATH } from '~/machines/access/policy'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./fleet-access.pages')

const fleetAccessLayout = createRoute({
  getParentRoute: () => systemLayout,
  id: 'fleet-access',
  loader: async () => (await pages()).startFleetAccess(),
  component: Outlet,
})

const fleetAccessList = listRoute({
  getParentRoute: () => fleetAccessLayout,
  path: 'access',
  crumb: () => [{ label: 'Access', to: pb.fleetAccess() }],
  fetchPage: () => async (q) => (await pages()).fleetRowsPage(q),
  // Users and groups give the names.
  refreshOn: [FLEET_POLICY_PATH, '/v1/users', '/v1/groups'],
  page: lazyRouteComponent(pages, 'FleetAccess'),
})

export const fleetAccessRoutes = [fleetAccessLayout.addChildren([fleetAccessList.withModals()])]
