import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { instanceLayout } from './instance.routes'
import { pb } from '~/paths'

const pages = () => import('./instance-metrics.pages')
// The charts' choices are read with the tab (its route's loader), not with the app.
const instanceMetrics = () => import('~/machines/compute/instance-metrics.input')

export const instanceMetricsLayout = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'metrics',
  staticData: { crumb: 'Metrics' },
  component: lazyRouteComponent(pages, 'InstanceMetricsLayout'),
})

export const instanceMetricsIndexRoute = createRoute({
  getParentRoute: () => instanceMetricsLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instanceMetrics({ project: params.project, instance: params.instance, metric: 'cpu' }) })
  },
})

const subtab = (metric: 'cpu' | 'disk' | 'network', crumb: string) =>
  createRoute({
    getParentRoute: () => instanceMetricsLayout,
    path: metric,
    staticData: { crumb },
    // The disks or interfaces to narrow the charts to.
    loader: async ({ params }) => (await instanceMetrics()).loadMetricChoice(params, metric),
    component: lazyRouteComponent(pages, metric),
  })

export const instanceMetricsCpuRoute = subtab('cpu', 'CPU')
export const instanceMetricsDiskRoute = subtab('disk', 'Disk')
export const instanceMetricsNetworkRoute = subtab('network', 'Network')

export const instanceMetricsRoutes = [
  instanceMetricsLayout.addChildren([
    instanceMetricsIndexRoute,
    instanceMetricsCpuRoute,
    instanceMetricsDiskRoute,
    instanceMetricsNetworkRoute,
  ]),
]
