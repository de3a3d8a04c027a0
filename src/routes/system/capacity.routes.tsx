import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { capacitySearch } from '~/machines/shared/url-questions.rules'
import { systemLayout } from '../layouts'

const pages = () => import('./capacity.pages')

/**
 * Capacity: every sled's room against what its instances hold (the sleds read
 * with the route, their instances beside them), and "Will it fit?", whose
 * question is the URL's search (`?ncpus=8&memory=32`).
 */
export const capacityRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'capacity',
  validateSearch: capacitySearch,
  // Asking another question changes only the search: the sleds stay.
  loaderDeps: () => ({}),
  staticData: { crumb: 'Capacity' },
  loader: async () => (await pages()).loadCapacity(),
  component: lazyRouteComponent(pages, 'Capacity'),
})

export const capacityRoutes = [capacityRoute]
