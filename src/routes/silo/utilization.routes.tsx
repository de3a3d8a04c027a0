import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { fetchUtilization } from '~/machines/utilization/utilization.input'
import { siloLayout } from '../layouts'
import { pb } from '~/paths'

export const siloUtilizationRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'utilization',
  staticData: { crumb: () => [{ label: 'Utilization', to: pb.siloUtilization() }] },
  // The numbers load with the route, so a failure is the page's error; a
  // revisit waits for today's numbers (the page's machine takes them once).
  loader: { handler: () => fetchUtilization(), staleReloadMode: 'blocking' },
  component: lazyRouteComponent(() => import('./utilization.pages'), 'SiloUtilization'),
})

export const siloUtilizationRoutes = [siloUtilizationRoute]
