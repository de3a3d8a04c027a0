import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { siloLayout } from '../layouts'
import { pb } from '~/paths'
import { utilizationSearch } from '~/machines/utilization/utilization.rules'

// The page's read and cards load with the page (its route's loader), not with the app.
const utilization = () => import('~/machines/utilization/utilization')

export const siloUtilizationRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'utilization',
  staticData: { crumb: () => [{ label: 'Utilization', to: pb.siloUtilization() }] },
  // The charts' project filter (`?project=`): changing it changes only the search, not the numbers.
  validateSearch: utilizationSearch,
  loaderDeps: () => ({}),
  // The numbers load with the route, so a failure is the page's error; a
  // revisit waits for today's numbers (the page's machine takes them once).
  // The filter's projects start beside them.
  loader: { handler: async () => (await utilization()).loadSiloUtilization(), staleReloadMode: 'blocking' },
  component: lazyRouteComponent(() => import('./utilization.pages'), 'SiloUtilization'),
})

export const siloUtilizationRoutes = [siloUtilizationRoute]
