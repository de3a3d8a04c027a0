import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { systemLayout } from '../layouts'

// The page's reads load with it (its route's loader), not with the app.
const utilization = () => import('~/machines/system/utilization')

/**
 * Fleet utilization: every silo's provisioned resources against its quota and
 * the rack's estimated capacity (read with the route), and charts of the
 * fleet's, or the filtered silo's, provisioning over time.
 */
export const systemUtilizationRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'utilization',
  staticData: { crumb: 'Utilization' },
  loader: async () => (await utilization()).loadUtilization(),
  component: lazyRouteComponent(() => import('./utilization.pages'), 'SystemUtilization'),
})

export const systemUtilizationRoutes = [systemUtilizationRoute]
