import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { instanceLayout } from './instance.routes'

// The tab's reads load with it (its route's loader), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

export const instanceNetworkingRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'networking',
  staticData: { crumb: 'Networking' },
  // Both tables' first loads start with the route, so a failure is the page's error.
  loader: async ({ params }) => (await instancePage()).loadInstanceNetworking(params),
  component: lazyRouteComponent(() => import('./instance-networking.pages'), 'InstanceNetworkingRoute'),
})

export const instanceNetworkingRoutes = [instanceNetworkingRoute]
