// Router routes (used with the form machine): the create/edit form's values
// and rules, the pure mapping between them and the API's route body (both
// ways), the calls that save a route, and delete, for the confirm dialog.
import { api, invalidate, type RouteDestination, type RouterRoute, type RouterRouteCreate, type RouteTarget } from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateIp, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { VpcParams } from './router-form.input'

// Which routers' routes may change is router.rules.ts's (the router page's
// reads ask it without this form); named here too, beside the route calls.
export { routeChangeDisabledReason, SYSTEM_ROUTES_REASON } from './router.rules'

export type RouterParams = VpcParams & { router: string }

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
