import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { fetchApi, firstPage, PAGE_SIZE, type Bounded, type VpcRouter } from '~/api'
import { routeChangeDisabledReason, routeFormInput, type RouterParams } from '~/machines/networking/route-form'
import { routerFormInput, type VpcParams } from '~/machines/networking/router-form'
import type { PageParams } from '~/machines/shared/list.machine'
import type { RouteValueOptions } from '~/views/networking/routers/RouteForm'
import { formRoute, listRoute, type Params } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'
import { vpcLayout } from './vpc.routes'

const pages = () => import('./routers.pages')

const fetchRouters =
  ({ project, vpc }: VpcParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-routers', { query: { project, vpc, limit, pageToken } })

const fetchRouter = ({ project, vpc, router }: RouterParams) =>
  fetchApi('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })

export const fetchRoutes =
  ({ project, vpc, router }: RouterParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-router-routes', { query: { project, vpc, router, limit, pageToken } })

/**
 * What the route form's pick lists offer: the VPC's subnets and gateways, the
 * project's instances and VPCs, one bounded request each. A list that cannot
 * be read, or holds more than one request brings, is left out and its kind is
 * typed instead, so a missing permission never blocks the form and every
 * name stays reachable.
 */
async function fetchRouteValueOptions({ project, vpc }: VpcParams): Promise<RouteValueOptions> {
  const names = (read: Promise<Bounded<{ name: string }>>) =>
    read.then(
      (list) => (list.more ? undefined : list.items.map((i) => i.name)),
      () => undefined,
    )
  const [vpcs, subnets, instances, gateways] = await Promise.all([
    names(firstPage((limit) => fetchApi('/v1/vpcs', { query: { project, limit } }))),
    names(firstPage((limit) => fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit } }))),
    names(firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } }))),
    names(firstPage((limit) => fetchApi('/v1/internet-gateways', { query: { project, vpc, limit } }))),
  ])
  const options: RouteValueOptions = {}
  if (vpcs) options.vpc = vpcs
  if (subnets) options.subnet = subnets
  if (instances) options.instance = instances
  if (gateways) options.internet_gateway = gateways
  return options
}

/**
 * The route forms of a router whose routes cannot be changed (the system
 * router), reached by URL, go back to the router page: the form could only fail.
 */
async function routesChangeable(params: RouterParams): Promise<void> {
  const router = await orNotFound(fetchRouter(params))
  if (routeChangeDisabledReason(router)) throw redirect({ to: pb.router(params), replace: true })
}

// ---- the VPC page's routers tab, with create and edit over it ---------------

export const vpcParams = (p: Params): VpcParams => ({ project: p.project, vpc: p.vpc })
const routerParams = (p: Params): RouterParams => ({ ...vpcParams(p), router: p.router })

export const routersList = listRoute<VpcRouter>({
  getParentRoute: () => vpcLayout,
  path: 'routers',
  crumb: (p) => [{ label: 'Routers', to: pb.routers({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => fetchRouters(vpcParams(p)),
  refreshOn: '/v1/vpc-routers',
  page: lazyRouteComponent(pages, 'RoutersList'),
})

export const routersNewRoute = formRoute({
  getParentRoute: () => routersList.layout,
  path: 'routers-new',
  crumb: 'New router',
  input: (p) => routerFormInput(vpcParams(p)),
  noun: 'router',
  verb: 'created',
  closeTo: (p) => pb.routers(vpcParams(p)),
  form: lazyRouteComponent(pages, 'CreateRouterForm'),
})

export const routerEditRoute = formRoute({
  getParentRoute: () => routersList.layout,
  path: 'routers/$router/edit',
  crumb: 'Edit router',
  load: (p) => fetchRouter(routerParams(p)),
  input: (p, router) => routerFormInput(vpcParams(p), router),
  noun: 'router',
  verb: 'updated',
  closeTo: (p) => pb.routers(vpcParams(p)),
  form: lazyRouteComponent(pages, 'EditRouterForm'),
})

export const routersRoutes = [routersList.withModals([routersNewRoute, routerEditRoute])]

// ---- the router page: its routes, with create and edit over them -----------

/**
 * Under the project rather than the VPC page: a router is a page of its own
 * (no VPC tabs), though its URL sits under the VPC's routers tab.
 */
export const routerPageRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs/$vpc/routers/$router',
  staticData: {
    crumb: (p) => {
      const at = { project: p.project, vpc: p.vpc, router: p.router }
      return [
        { label: 'VPCs', to: pb.vpcs(at) },
        { label: p.vpc, to: pb.vpc(at) },
        { label: 'Routers', to: pb.routers(at) },
        { label: p.router, to: pb.router(at) },
      ]
    },
  },
  // The router and its first page of routes load together, with the route.
  loader: async ({ params }) => {
    const [router, routes] = await Promise.all([
      orNotFound(fetchRouter(params)),
      orNotFound(fetchRoutes(params)({ limit: PAGE_SIZE })),
    ])
    return { router, routes }
  },
  component: lazyRouteComponent(pages, 'RouterPageRoute'),
})

export const routesNewRoute = formRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes-new',
  crumb: 'New route',
  load: async (p) => {
    const [options] = await Promise.all([fetchRouteValueOptions(vpcParams(p)), routesChangeable(routerParams(p))])
    return options
  },
  input: (p) => routeFormInput(routerParams(p)),
  noun: 'route',
  verb: 'created',
  closeTo: (p) => pb.router(routerParams(p)),
  form: lazyRouteComponent(pages, 'CreateRouteForm'),
})

export const routeEditRoute = formRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes/$route/edit',
  crumb: 'Edit route',
  load: async (p) => {
    const at = routerParams(p)
    const [route, options] = await Promise.all([
      fetchApi('/v1/vpc-router-routes/{route}', { path: { route: p.route }, query: at }),
      fetchRouteValueOptions(at),
      routesChangeable(at),
    ])
    return { route, options }
  },
  input: (p, { route }) => routeFormInput(routerParams(p), route),
  noun: 'route',
  verb: 'updated',
  closeTo: (p) => pb.router(routerParams(p)),
  form: lazyRouteComponent(pages, 'EditRouteForm'),
})

export const routerPageRoutes = [routerPageRoute.addChildren([routesNewRoute, routeEditRoute])]
