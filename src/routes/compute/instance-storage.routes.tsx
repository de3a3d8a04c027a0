import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { instanceLayout } from './instance.routes'

// The tab's reads load with it (its route's loader), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

export const instanceStorageRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'storage',
  staticData: { crumb: 'Storage' },
  // The first page loads with the route, so a failure is the page's error.
  loader: async ({ params }) => (await instancePage()).loadInstanceStorage(params),
  component: lazyRouteComponent(() => import('./instance-storage.pages'), 'InstanceStorageRoute'),
})

export const instanceStorageRoutes = [instanceStorageRoute]
