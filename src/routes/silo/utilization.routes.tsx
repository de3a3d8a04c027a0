import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { siloLayout } from '../layouts'
import { pb } from '~/paths'

// The page's read and cards load with the page (its route's loader), not with the app.
const utilization = () => import('~/machines/utilization/utilization')

export const siloUtilizationRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'utilization',
  staticData: { crumb: () => [{ label: 'Utilization', to: pb.siloUtilization() }] },
  // The numbers load with the route, so a failure is the page's error; a
  // revisit waits for today's numbers (the page's machine takes them once).
  loader: { handler: async () => (await utilization()).fetchUtilization(), staleReloadMode: 'blocking' },
  component: lazyRouteComponent(() => import('./utilization.pages'), 'SiloUtilization'),
})

export const siloUtilizationRoutes = [siloUtilizationRoute]
