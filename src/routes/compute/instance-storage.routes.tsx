import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { PAGE_SIZE } from '~/api'
import { instanceDisksPage } from '~/machines/compute/instance-storage'
import { instanceLayout } from './instance.routes'

const pages = () => import('./instance-storage.pages')

export const instanceStorageRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'storage',
  staticData: { crumb: 'Storage' },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => instanceDisksPage(params)({ limit: PAGE_SIZE }),
  component: lazyRouteComponent(pages, 'InstanceStorageRoute'),
})

export const instanceStorageRoutes = [instanceStorageRoute]
