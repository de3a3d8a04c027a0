import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { PAGE_SIZE } from '~/api'
import { externalIpsPage, nicsPage } from '~/machines/compute/instance-networking'
import { instanceLayout } from './instance.routes'

const pages = () => import('./instance-networking.pages')

export const instanceNetworkingRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'networking',
  staticData: { crumb: 'Networking' },
  // Both tables' first loads start with the route, so a failure is the page's error.
  loader: ({ params }) =>
    Promise.all([nicsPage(params)({ limit: PAGE_SIZE }), externalIpsPage(params)({ limit: PAGE_SIZE })]),
  component: lazyRouteComponent(pages, 'InstanceNetworkingRoute'),
})

export const instanceNetworkingRoutes = [instanceNetworkingRoute]
