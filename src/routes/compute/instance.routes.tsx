import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router'
import { authedRoute, projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { readFleetViewer, readSignedInUser } from '../session'
import { pb } from '~/paths'

// The instance's reads load with its pages (the routes' loaders), not with the app:
// the page's own, and each tab's from its module.
const instancePage = () => import('~/machines/compute/instance-page')
const instanceStorage = () => import('~/machines/compute/instance-storage')
const instanceNetworking = () => import('~/machines/compute/instance-networking')
const instanceSettings = () => import('~/machines/compute/instance-settings')
// The form's pickers (and the instance it is made like) load with the page (its route's loader), not with the app.
const instanceCreateLoad = () => import('~/machines/compute/instance-create-like')

/** `?like=<instance>` fills the form in from that instance. */
const createSearch = (s: Record<string, unknown>): { like?: string } => (typeof s.like === 'string' && s.like ? { like: s.like } : {})

const pages = () => import('./instance.pages')
const metricsPages = () => import('./instance-metrics.pages')

export const instanceCreateRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances-new',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: 'New instance', to: pb.instancesNew({ project: p.project }) },
    ],
  },
  // The page opens at once: every picker's list is a part of it, started
  // here, not waited for (each fills in, or fails, in its own place). Made
  // like another instance, it waits for them and that instance: the form's
  // values are read from both.
  validateSearch: createSearch,
  loaderDeps: ({ search }) => ({ like: search.like }),
  loader: {
    handler: async ({ params, deps }) => {
      // Whose drafts the form may take (kit/drafts) is known before it opens.
      const [loaded] = await Promise.all([instanceCreateLoad().then((m) => m.loadInstanceCreate(params.project, deps.like)), readSignedInUser()])
      return loaded
    },
    staleReloadMode: 'blocking',
  },
  component: lazyRouteComponent(() => import('./instance-create.pages'), 'InstanceCreateRoute'),
})

export const instanceCreateRoutes = [instanceCreateRoute]

/**
 * The instance page: header, actions and properties above tabs; each tab is a
 * child route so a tab's requests start with its URL.
 */
export const instanceLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
    ],
  },
  // Whether the user is a fleet viewer (read with the session) says whether to look for the sled it runs on.
  loader: async ({ params }) => orNotFound((await instancePage()).loadInstancePage(params, readFleetViewer)),
  component: lazyRouteComponent(pages, 'InstanceLayoutRoute'),
})

export const instanceIndexRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instanceStorage({ project: params.project, instance: params.instance }) })
  },
})

// ---- the tabs ------------------------------------------------------------------

export const instanceStorageRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'storage',
  staticData: { crumb: 'Storage' },
  // The first page loads with the route, so a failure is the page's error.
  loader: async ({ params }) => (await instanceStorage()).loadInstanceStorage(params),
  component: lazyRouteComponent(() => import('./instance-storage.pages'), 'InstanceStorageRoute'),
})

export const instanceStorageRoutes = [instanceStorageRoute]

export const instanceNetworkingRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'networking',
  staticData: { crumb: 'Networking' },
  // Both tables' first loads start with the route, so a failure is the page's error.
  loader: async ({ params }) => (await instanceNetworking()).loadInstanceNetworking(params),
  component: lazyRouteComponent(() => import('./instance-networking.pages'), 'InstanceNetworkingRoute'),
})

export const instanceNetworkingRoutes = [instanceNetworkingRoute]

export const instanceMetricsLayout = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'metrics',
  staticData: { crumb: 'Metrics' },
  component: lazyRouteComponent(metricsPages, 'InstanceMetricsLayout'),
})

export const instanceMetricsIndexRoute = createRoute({
  getParentRoute: () => instanceMetricsLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instanceMetrics({ project: params.project, instance: params.instance, metric: 'cpu' }) })
  },
})

const metricsSubtab = (metric: 'cpu' | 'disk' | 'network', crumb: string) =>
  createRoute({
    getParentRoute: () => instanceMetricsLayout,
    path: metric,
    staticData: { crumb },
    // The disks or interfaces to narrow the charts to.
    loader: async ({ params }) => (await metricsPages()).loadMetricChoice(params, metric),
    component: lazyRouteComponent(metricsPages, metric),
  })

export const instanceMetricsCpuRoute = metricsSubtab('cpu', 'CPU')
export const instanceMetricsDiskRoute = metricsSubtab('disk', 'Disk')
export const instanceMetricsNetworkRoute = metricsSubtab('network', 'Network')

export const instanceMetricsRoutes = [
  instanceMetricsLayout.addChildren([
    instanceMetricsIndexRoute,
    instanceMetricsCpuRoute,
    instanceMetricsDiskRoute,
    instanceMetricsNetworkRoute,
  ]),
]

export const instanceConnectRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'connect',
  staticData: { crumb: 'Connect' },
  // The SSH keys the instance was given.
  loader: async ({ params }) => (await instancePage()).loadInstanceConnect(params),
  component: lazyRouteComponent(pages, 'InstanceConnectRoute'),
})

export const instanceConnectRoutes = [instanceConnectRoute]

export const instanceSettingsRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'settings',
  staticData: { crumb: 'Settings' },
  loader: async ({ params }) => (await instanceSettings()).loadInstanceSettings(params),
  component: lazyRouteComponent(() => import('./instance-settings.pages'), 'InstanceSettingsRoute'),
})

export const instanceSettingsRoutes = [instanceSettingsRoute]

// ---- the serial console ------------------------------------------------------------

/**
 * An instance's serial console, full height beside the project's navigation
 * (not under the instance's tabs). It opens only in run states that have a
 * console; otherwise the page says why and opens nothing.
 */
export const serialConsoleRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance/serial-console',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
      { label: 'Serial console', to: pb.serialConsole({ project: p.project, instance: p.instance }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await instancePage()).loadSerialConsolePage(params)),
  component: lazyRouteComponent(() => import('./serial-console.pages'), 'SerialConsoleRoute'),
})

export const serialConsoleRoutes = [serialConsoleRoute]

// ---- an instance by id ---------------------------------------------------------------

/**
 * Find the instance by id, then its project, and go to its storage
 * page. Anything that can't be found (or read) is 'Page not found'.
 */
async function lookupInstance(id: string): Promise<never> {
  const found = await (await instancePage()).locateInstance(id)
  if (!found) throw notFound()
  throw redirect({ href: pb.instanceStorage(found), replace: true })
}

export const lookupInstanceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'lookup/instances/$instance',
  loader: ({ params }) => lookupInstance(params.instance),
})

export const lookupIRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'lookup/i/$instance',
  loader: ({ params }) => lookupInstance(params.instance),
})

export const lookupRoutes = [lookupInstanceRoute, lookupIRoute]
