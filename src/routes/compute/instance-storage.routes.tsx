import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadInstanceStorage } from '~/machines/compute/instance-page.input'
import { instanceLayout } from './instance.routes'

export const instanceStorageRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'storage',
  staticData: { crumb: 'Storage' },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => loadInstanceStorage(params),
  component: lazyRouteComponent(() => import('./instance-storage.pages'), 'InstanceStorageRoute'),
})

export const instanceStorageRoutes = [instanceStorageRoute]
