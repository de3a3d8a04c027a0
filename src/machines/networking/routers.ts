// A VPC's routers and their routes: the routers tab's pages, a router with its
// routes, what the route form reads before it opens (the reads); which
// routers and routes may change (the system router and its routes belong to
// Nexus); the router and route forms' values, rules, bodies and the calls that
// save them, and delete.
import {
  api,
  fetchApi,
  firstPage,
  invalidate,
  PAGE_SIZE,
  type Bounded,
  type RouteDestination,
  type RouterRoute,
  type RouterRouteCreate,
  type RouteTarget,
  type VpcRouter,
} from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateIp, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { partSection, startPart, type Ask } from '../shared/section-reads'
import type { VpcRef } from './vpcs'

/** Where a route lives: its VPC and its router (names or ids, as in its URL). */
export type RouterParams = VpcRef & { router: string }

// ---- reads ------------------------------------------------------------------

/**
 * Names to pick from, by the kind that names them; a kind without a list (or
 * whose list could not be read) is typed instead.
 */
export type RouteValueOptions = Partial<Record<'vpc' | 'subnet' | 'instance' | 'internet_gateway', string[]>>

export const routersPage =
  ({ project, vpc }: VpcRef) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-routers', { query: { project, vpc, limit, pageToken } })

export const fetchRouter = ({ project, vpc, router }: RouterParams) =>
  fetchApi('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })

export const routesPage =
  ({ project, vpc, router }: RouterParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-router-routes', { query: { project, vpc, router, limit, pageToken } })

/**
 * The router page: the router (a failure is the page's error). Its routes
 * are a table of the page: their first page leaves beside it, not waited for.
 */
export async function loadRouterPage(params: RouterParams) {
  void routesPage(params)({ limit: PAGE_SIZE }).catch(() => {})
  return { router: await fetchRouter(params) }
}

export type RouterPageData = Awaited<ReturnType<typeof loadRouterPage>>

/**
 * What the route form's pick lists offer: the VPC's subnets and gateways, the
 * project's instances and VPCs, one bounded request each. A list that cannot
 * be read, or holds more than one request brings, is left out and its kind is
 * typed instead, so a missing permission never blocks the form and every
 * name stays reachable.
 */
async function fetchRouteValueOptions(ask: Ask, { project, vpc }: VpcRef): Promise<RouteValueOptions> {
  const names = (read: Promise<Bounded<{ name: string }>>) =>
    read.then(
      (list) => (list.more ? undefined : list.items.map((i) => i.name)),
      () => undefined,
    )
  const [vpcs, subnets, instances, gateways] = await Promise.all([
    names(firstPage((limit) => ask('/v1/vpcs', { query: { project, limit } }))),
    names(firstPage((limit) => ask('/v1/vpc-subnets', { query: { project, vpc, limit } }))),
    names(firstPage((limit) => ask('/v1/instances', { query: { project, limit } }))),
    names(firstPage((limit) => ask('/v1/internet-gateways', { query: { project, vpc, limit } }))),
  ])
  const options: RouteValueOptions = {}
  if (vpcs) options.vpc = vpcs
  if (subnets) options.subnet = subnets
  if (instances) options.instance = instances
  if (gateways) options.internet_gateway = gateways
  return options
}

/**
 * The route form's pick lists, a part of it read as it opens: a kind whose
 * list is not in yet waits in its field's place; one that could not be read
 * is typed (so this part itself never fails).
 */
export const routeOptionsSection = ({ project, vpc }: VpcRef) =>
  partSection(['route-options', project, vpc], (ask) => fetchRouteValueOptions(ask, { project, vpc }), [
    '/v1/vpcs',
    '/v1/vpc-subnets',
    '/v1/instances',
    '/v1/internet-gateways',
  ])

export type RouteFormLoad = {
  /** The route edited; absent for a new route. */
  route?: RouterRoute
  /** False for a router whose routes cannot be changed (the system router): the form could only fail. */
  changeable: boolean
}

/** What a route form reads before it opens (with `route`, the route it edits); its pick lists leave beside it. */
export async function loadRouteForm(params: RouterParams, route?: string): Promise<RouteFormLoad> {
  const { project, vpc, router } = params
  startPart(routeOptionsSection({ project, vpc }))
  const [routerRow, edited] = await Promise.all([
    fetchRouter(params),
    route === undefined
      ? undefined
      : fetchApi('/v1/vpc-router-routes/{route}', { path: { route }, query: { project, vpc, router } }),
  ])
  return { route: edited, changeable: !routeChangeDisabledReason(routerRow) }
}

// ---- what may change ---------------------------------------------------------

export const SYSTEM_ROUTES_REASON = 'System router routes cannot be changed'

/**
 * Why a route of this router cannot be created, edited or deleted here, or
 * undefined. Nexus keeps the system router's routes itself.
 */
export function routeChangeDisabledReason(router: Pick<VpcRouter, 'kind'>): string | undefined {
  return router.kind === 'system' ? SYSTEM_ROUTES_REASON : undefined
}

export type RouterAction = 'edit' | 'delete'

const SYSTEM_ROUTER_REASONS: Record<RouterAction, string> = {
  edit: 'The system router cannot be edited',
  delete: 'The system router cannot be deleted',
}

/**
 * Why `action` is not offered for this router, or undefined when it is. Nexus
 * makes and owns each VPC's system router. A custom router still in use by a
 * subnet is left for the server to refuse: only it knows the subnets' state.
 */
export function routerActionDisabledReason(router: Pick<VpcRouter, 'kind'>, action: RouterAction): string | undefined {
  return router.kind === 'system' ? SYSTEM_ROUTER_REASONS[action] : undefined
}

// ---- the router form ---------------------------------------------------------

export type RouterFormValues = { name: string; description: string }

export const routerInitialValues: RouterFormValues = { name: '', description: '' }

export function validateRouter(values: RouterFormValues): FieldErrors<RouterFormValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

// A router's name is in its routes' cache keys: router and route reads change together.
const invalidateRouters = () => invalidate('/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}', '/v1/vpc-routers', '/v1/vpc-routers/{router}')

export async function createRouter({ project, vpc }: VpcRef, values: RouterFormValues): Promise<VpcRouter> {
  const router = await api.post('/v1/vpc-routers', { query: { project, vpc }, body: values })
  await invalidateRouters()
  return router
}

/** `router` is the name or id of the router being edited. */
export async function updateRouter({ project, vpc }: VpcRef, router: string, values: RouterFormValues): Promise<VpcRouter> {
  const updated = await api.put('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc }, body: values })
  await invalidateRouters()
  return updated
}

export async function deleteRouter({ project, vpc }: VpcRef, router: string): Promise<void> {
  await api.delete('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })
  await invalidateRouters()
}

/** Input for the form machine: a new router in the VPC, or the edit of `router`. */
export function routerFormInput(params: VpcRef, router?: VpcRouter): FormInput<RouterFormValues, VpcRouter> {
  if (!router) {
    return { initialValues: routerInitialValues, validate: validateRouter, submit: (v) => createRouter(params, v) }
  }
  return {
    initialValues: { name: router.name, description: router.description },
    validate: validateRouter,
    submit: (v) => updateRouter(params, router.name, v),
  }
}

// ---- the route form ----------------------------------------------------------

export type RouteDestinationType = RouteDestination['type']
export type RouteTargetType = RouteTarget['type']

/** The document's RouteDestination and RouteTarget kinds, in the order the form offers them. */
export const DESTINATION_TYPES: readonly RouteDestinationType[] = ['ip', 'ip_net', 'vpc', 'subnet']
export const TARGET_TYPES: readonly RouteTargetType[] = ['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop']

/** A target of this kind has no value: the traffic goes nowhere. */
export const targetHasValue = (type: RouteTargetType) => type !== 'drop'

export type RouteFormValues = {
  name: string
  description: string
  destinationType: RouteDestinationType
  destinationValue: string
  targetType: RouteTargetType
  /** Empty for a drop target. */
  targetValue: string
}

export const routeInitialValues: RouteFormValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'ip',
  targetValue: '',
}

/** The form's values for an existing route (the edit form starts from them). */
export function routeToValues(route: Pick<RouterRoute, 'name' | 'description' | 'destination' | 'target'>): RouteFormValues {
  return {
    name: route.name,
    description: route.description,
    destinationType: route.destination.type,
    destinationValue: route.destination.value,
    targetType: route.target.type,
    targetValue: 'value' in route.target ? route.target.value : '',
  }
}

/** One end's value by its kind: an IP, a CIDR block (with its validation messages) or a name. */
export function validateRouteValue(
  type: RouteDestinationType | RouteTargetType,
  value: string,
  label: string,
): string | undefined {
  const v = value.trim()
  if (type === 'drop') return undefined
  if (v === '') return messages.required(label)
  if (type === 'ip') return validateIp(v)
  if (type === 'ip_net') return validateCidr(v)
  return validateName(v, label)
}

export function validateRoute(values: RouteFormValues): FieldErrors<RouteFormValues> {
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    destinationValue: validateRouteValue(values.destinationType, values.destinationValue, 'Destination value'),
    targetValue: validateRouteValue(values.targetType, values.targetValue, 'Target value'),
  }
}

// The union's members differ only in `type` (and drop's missing value); the
// casts pair a checked kind with its value, which TypeScript cannot follow.
function toDestination(type: RouteDestinationType, value: string): RouteDestination {
  const v = value.trim()
  // Nexus's IpNet pattern wants the width written plainly (no leading zeros).
  return { type, value: type === 'ip_net' ? (parseCidr(v)?.text ?? v) : v } as RouteDestination
}

function toTarget(type: RouteTargetType, value: string): RouteTarget {
  return (targetHasValue(type) ? { type, value: value.trim() } : { type }) as RouteTarget
}

/** The create (and update) body for valid values. */
export function routeToBody(values: RouteFormValues): RouterRouteCreate {
  return {
    name: values.name,
    description: values.description,
    destination: toDestination(values.destinationType, values.destinationValue),
    target: toTarget(values.targetType, values.targetValue),
  }
}

const invalidateRoutes = () => invalidate('/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}')

export async function createRoute({ project, vpc, router }: RouterParams, values: RouteFormValues): Promise<RouterRoute> {
  const route = await api.post('/v1/vpc-router-routes', { query: { project, vpc, router }, body: routeToBody(values) })
  await invalidateRoutes()
  return route
}

/** `route` is the name or id of the route being edited. */
export async function updateRoute(
  { project, vpc, router }: RouterParams,
  route: string,
  values: RouteFormValues,
): Promise<RouterRoute> {
  const updated = await api.put('/v1/vpc-router-routes/{route}', {
    path: { route },
    query: { project, vpc, router },
    body: routeToBody(values),
  })
  await invalidateRoutes()
  return updated
}

export async function deleteRoute({ project, vpc, router }: RouterParams, route: string): Promise<void> {
  await api.delete('/v1/vpc-router-routes/{route}', { path: { route }, query: { project, vpc, router } })
  await invalidateRoutes()
}

/** Input for the form machine: a new route in the router, or the edit of `route`. */
export function routeFormInput(params: RouterParams, route?: RouterRoute): FormInput<RouteFormValues, RouterRoute> {
  if (!route) {
    return { initialValues: routeInitialValues, validate: validateRoute, submit: (v) => createRoute(params, v) }
  }
  return {
    initialValues: routeToValues(route),
    validate: validateRoute,
    submit: (v) => updateRoute(params, route.name, v),
  }
}
