import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadUtilization } from '~/machines/system/utilization.input'
import { systemLayout } from '../layouts'

/**
 * Fleet utilization: every silo's provisioned resources against its quota and
 * the rack's estimated capacity (read with the route), and charts of the
 * fleet's, or the filtered silo's, provisioning over time.
 */
export const systemUtilizationRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'utilization',
  staticData: { crumb: 'Utilization' },
  loader: () => loadUtilization(),
  component: lazyRouteComponent(() => import('./utilization.pages'), 'SystemUtilization'),
})

export const systemUtilizationRoutes = [systemUtilizationRoute]
