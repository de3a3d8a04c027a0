import type { RouteDestination, RouteTarget } from '~/api'

/** A route's destination or target as 'type: value'; a drop target has no value. */
export function routeEndText(end: RouteDestination | RouteTarget): string {
  return 'value' in end ? `${end.type}: ${end.value}` : end.type
}
