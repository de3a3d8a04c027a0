import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router'
import { pb } from '~/paths'
import { siloLayout } from './layouts'
import type { ChartSearch } from './state-charts.pages'

// The explorer is QA's tool: its charts, machines, layout engine and views
// load only when a chart is opened (the loader's import and the page's chunk,
// state-charts.pages.tsx).

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)
const chartSearch = (s: Record<string, unknown>): ChartSearch => ({
  from: text(s.from),
  walk: text(s.walk),
  view: s.view === 'machine' ? 'machine' : undefined,
})

export const stateChartsIndexRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'state-charts',
  beforeLoad: () => {
    throw redirect({ to: pb.stateChart({ chart: 'instance' }) })
  },
})

export const stateChartRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'state-charts/$chart',
  validateSearch: chartSearch,
  staticData: { crumb: (p) => [{ label: 'State charts', to: pb.stateChart({ chart: p.chart }) }] },
  // A step of the walk changes only the search: nothing to load again.
  staleTime: Infinity,
  loader: async ({ params }) => {
    const explorer = await import('~/machines/charts/index')
    if (!explorer.chartDef(params.chart)) throw notFound()
    return { explorer }
  },
  component: lazyRouteComponent(() => import('./state-charts.pages'), 'StateChartRoute'),
})

export const stateChartsRoutes = [stateChartsIndexRoute, stateChartRoute]
