// What the routers tab, a router's page and the route forms read: the VPC's
// routers, a router with its routes, and, before a route form opens, the route
// (when edited), the names its pick lists offer and whether the router's
// routes can be changed at all.
import { fetchApi, firstPage, PAGE_SIZE, type Bounded, type RouterRoute } from '~/api'
import type { PageParams } from '../shared/list.machine'
import type { RouterParams } from './route-form.input'
import type { VpcParams } from './router-form.input'
import { routeChangeDisabledReason } from './router.rules'

/**
 * Names to pick from, by the kind that names them; a kind without a list (or
 * whose list could not be read) is typed instead.
 */
export type RouteValueOptions = Partial<Record<'vpc' | 'subnet' | 'instance' | 'internet_gateway', string[]>>

export const routersPage =
  ({ project, vpc }: VpcParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-routers', { query: { project, vpc, limit, pageToken } })

export const fetchRouter = ({ project, vpc, router }: RouterParams) =>
  fetchApi('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })

export const routesPage =
  ({ project, vpc, router }: RouterParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-router-routes', { query: { project, vpc, router, limit, pageToken } })

/** The router page: the router and its first page of routes, together. */
export async function loadRouterPage(params: RouterParams) {
  const [router, routes] = await Promise.all([fetchRouter(params), routesPage(params)({ limit: PAGE_SIZE })])
  return { router, routes }
}

export type RouterPageData = Awaited<ReturnType<typeof loadRouterPage>>

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

export type RouteFormLoad = {
  options: RouteValueOptions
  /** The route edited; absent for a new route. */
  route?: RouterRoute
  /** False for a router whose routes cannot be changed (the system router): the form could only fail. */
  changeable: boolean
}

/** What a route form reads before it opens; with `route`, the route it edits. */
export async function loadRouteForm(params: RouterParams, route?: string): Promise<RouteFormLoad> {
  const { project, vpc, router } = params
  const [options, routerRow, edited] = await Promise.all([
    fetchRouteValueOptions({ project, vpc }),
    fetchRouter(params),
    route === undefined
      ? undefined
      : fetchApi('/v1/vpc-router-routes/{route}', { path: { route }, query: { project, vpc, router } }),
  ])
  return { options, route: edited, changeable: !routeChangeDisabledReason(routerRow) }
}
