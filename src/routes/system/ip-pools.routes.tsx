import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rangeText } from '~/machines/shared/ip-pools.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const IP_POOL_NOUN = 'IP pool'
// The pool and range forms' fields, rules and calls load with the pages (their routes' loaders), not with the app.
const pages = () => import('./ip-pools.pages')

export const ipPoolsList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/ip-pools',
  crumb: () => [{ label: 'IP Pools', to: pb.ipPools() }],
  fetchPage: () => async (q) => (await pages()).ipPoolRowsPage(q),
  // Floating and ephemeral IPs taken anywhere change the counts too.
  refreshOn: ['/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization', '/v1/floating-ips', '/v1/floating-ips/{floating_ip}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'],
  page: lazyRouteComponent(pages, 'IpPools'),
  sortByName: true,
  rowTo: (_, pool) => pb.ipPool({ pool }),
})

export const ipPoolsNewRoute = formRoute({
  getParentRoute: () => ipPoolsList.layout,
  path: 'networking/ip-pools-new',
  crumb: 'New IP pool',
  input: async () => (await pages()).ipPoolFormInput(),
  noun: IP_POOL_NOUN,
  verb: 'created',
  closeTo: () => pb.ipPools(),
  doneTo: (pool) => pb.ipPool({ pool: pool.name }),
  form: lazyRouteComponent(pages, 'NewIpPool'),
})

type PoolSearch = { tab?: 'silos' }

/**
 * The pool page (the pool is its own read; its address counts are a part of
 * it, read beside it): properties with its address counts, then the IP ranges tab
 * (default) or the linked silos tab (`?tab=silos`); the edit and
 * add-range forms open over it.
 */
export const ipPoolRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/ip-pools/$pool',
  validateSearch: (s: Record<string, unknown>): PoolSearch => (s.tab === 'silos' ? { tab: 'silos' } : {}),
  staticData: {
    crumb: (p) => [
      { label: 'IP Pools', to: pb.ipPools() },
      { label: p.pool, to: pb.ipPool({ pool: p.pool }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadIpPoolPage(params.pool)),
  component: lazyRouteComponent(pages, 'IpPoolPage'),
})

export const ipPoolEditRoute = formRoute({
  getParentRoute: () => ipPoolRoute,
  path: 'edit',
  crumb: 'Edit',
  load: async ({ pool }) => (await pages()).fetchIpPool(pool),
  input: async (_, pool) => (await pages()).ipPoolFormInput(pool),
  noun: IP_POOL_NOUN,
  verb: 'updated',
  closeTo: ({ pool }) => pb.ipPool({ pool }),
  doneTo: (pool) => pb.ipPool({ pool: pool.name }),
  form: lazyRouteComponent(pages, 'EditIpPool'),
})

export const ipRangeAddRoute = formRoute({
  getParentRoute: () => ipPoolRoute,
  path: 'ranges-add',
  crumb: 'Add range',
  input: async ({ pool }) => (await pages()).ipRangeFormInput(pool),
  noun: 'IP range',
  verb: 'added',
  nameOf: (r) => rangeText(r.range),
  closeTo: ({ pool }) => pb.ipPool({ pool }),
  form: lazyRouteComponent(pages, 'AddIpRange'),
})

/**
 * The rack's service pool, the page's own read: its ranges beneath; whether
 * this user may change them (a fleet viewer reads it) is their fleet role's,
 * which the page does not wait for. The add-range form opens over it.
 */
export const ipPoolServiceRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/ip-pools-service',
  staticData: {
    crumb: () => [
      { label: 'IP Pools', to: pb.ipPools() },
      { label: 'Service IP pool', to: pb.ipPoolService() },
    ],
  },
  loader: async () => (await pages()).loadServicePoolPage(),
  component: lazyRouteComponent(pages, 'ServicePool'),
})

export const ipPoolServiceRangeAddRoute = formRoute({
  getParentRoute: () => ipPoolServiceRoute,
  path: 'ranges-add',
  crumb: 'Add range',
  input: async () => (await pages()).serviceRangeFormInput(),
  noun: 'IP range',
  verb: 'added',
  nameOf: (r) => rangeText(r.range),
  closeTo: () => pb.ipPoolService(),
  form: lazyRouteComponent(pages, 'AddServiceRange'),
})

export const ipPoolsRoutes = [
  ipPoolsList.withModals([ipPoolsNewRoute]),
  ipPoolRoute.addChildren([ipPoolEditRoute, ipRangeAddRoute]),
  ipPoolServiceRoute.addChildren([ipPoolServiceRangeAddRoute]),
]
