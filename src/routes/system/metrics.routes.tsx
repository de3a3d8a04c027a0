import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { systemLayout } from '../layouts'

// The page's reads load with it (its route's loader), not with the app.
const metrics = () => import('~/machines/system/metrics')

/** The OxQL explorer's query lives in the URL, so a link to it runs it again. */
export type MetricsSearch = { query?: string }
const metricsSearch = (s: Record<string, unknown>): MetricsSearch => ({
  query: typeof s.query === 'string' && s.query.trim() ? s.query : undefined,
})

/**
 * The fleet's metrics: provisioned resources over time (the fleet's or a
 * silo's) and the OxQL explorer. The timeseries schemas and the silos' names
 * start with the route and are not waited for: the page is drawn at once.
 */
export const systemMetricsRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'metrics',
  validateSearch: metricsSearch,
  // Running a query changes only the search: the schemas and silos stay.
  loaderDeps: () => ({}),
  staticData: { crumb: 'Metrics' },
  loader: async () => (await metrics()).startMetricsPage(),
  component: lazyRouteComponent(() => import('./metrics.pages'), 'SystemMetrics'),
})

export const systemMetricsRoutes = [systemMetricsRoute]
