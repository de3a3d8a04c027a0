// A route's destination and target as Nexus reads them, and the rules it
// applies to user routes (Nexus's validate_user_route_targets). Names in a
// route (subnet, instance, gateway) are not looked up: Nexus resolves them
// later and a route to nothing simply carries no traffic.
import type { components } from '../../src/api/generated/nexus'
import { field, ipNetValue, ipValue, nameValue, tagged } from './body'
import { invalidRequest } from './errors'
import { isV6 } from './ip'

type S = components['schemas']

const DESTINATIONS = ['ip', 'ip_net', 'vpc', 'subnet'] as const
const TARGETS = ['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'] as const

export function parseDestination(value: unknown): S['RouteDestination'] {
  const { type, fields } = tagged(value, 'destination', DESTINATIONS)
  const v = field(fields, 'value', 'destination')
  if (type === 'ip') return { type, value: ipValue(v, 'destination.value') }
  if (type === 'ip_net') return { type, value: ipNetValue(v, 'destination.value') }
  return { type, value: nameValue(v, 'destination.value') }
}

export function parseTarget(value: unknown): S['RouteTarget'] {
  const { type, fields } = tagged(value, 'target', TARGETS)
  if (type === 'drop') return { type }
  const v = field(fields, 'value', 'target')
  if (type === 'ip') return { type, value: ipValue(v, 'target.value') }
  return { type, value: nameValue(v, 'target.value') }
}

/** How Nexus prints a route kind in messages (the Rust variant name). */
export const KIND_NAME: Record<S['RouterRouteKind'], string> = {
  default: 'Default',
  vpc_subnet: 'VpcSubnet',
  vpc_peering: 'VpcPeering',
  custom: 'Custom',
}

export function checkUserRoute(dest: S['RouteDestination'], target: S['RouteTarget'], kind: S['RouterRouteKind']): void {
  const name = KIND_NAME[kind]
  if (target.type === 'ip' && (dest.type === 'ip' || dest.type === 'ip_net')) {
    const destAddr = dest.type === 'ip' ? dest.value : dest.value.split('/')[0]
    if (isV6(destAddr) !== isV6(target.value)) {
      throw invalidRequest('cannot mix explicit IPv4 and IPv6 addresses between destination and target')
    }
    return
  }
  if (dest.type === 'vpc' || target.type === 'vpc') {
    throw invalidRequest(`users cannot specify VPCs as a destination or target in ${name} routes`)
  }
  if (target.type === 'subnet') throw invalidRequest(`subnets cannot be used as a target in ${name} routers`)
}

export const sameDestination = (a: S['RouteDestination'], b: S['RouteDestination']) =>
  a.type === b.type && a.value === b.value
