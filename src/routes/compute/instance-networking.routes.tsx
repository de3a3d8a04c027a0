import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadInstanceNetworking } from '~/machines/compute/instance-page.input'
import { instanceLayout } from './instance.routes'

export const instanceNetworkingRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'networking',
  staticData: { crumb: 'Networking' },
  // Both tables' first loads start with the route, so a failure is the page's error.
  loader: ({ params }) => loadInstanceNetworking(params),
  component: lazyRouteComponent(() => import('./instance-networking.pages'), 'InstanceNetworkingRoute'),
})

export const instanceNetworkingRoutes = [instanceNetworkingRoute]
