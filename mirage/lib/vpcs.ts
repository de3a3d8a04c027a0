// How a VPC's parts hang together once users can change them: the system
// router's per-subnet routes follow their subnets, routes name gateways, and
// taking a router, a gateway or a whole VPC away takes what only it held.
import type { Row, Store } from '../store'
import { subnetRouteName } from './vpc-defaults'

export const now = () => new Date().toISOString()

export const systemRouterOf = (store: Store, vpc: Row<'vpc'>) => store.find('vpcRouter', vpc.systemRouterId)

/** The route Nexus keeps on the system router for a subnet (found by the name it routes to). */
export function subnetRouteOf(store: Store, subnet: Row<'vpcSubnet'>): Row<'routerRoute'> | undefined {
  const vpc = store.find('vpc', subnet.vpcId)
  const router = vpc && systemRouterOf(store, vpc)
  if (!router) return undefined
  return store.first(
    'routerRoute',
    (r) =>
      r.vpcRouterId === router.id &&
      r.kind === 'vpc_subnet' &&
      r.destination.type === 'subnet' &&
      r.destination.value === subnet.name,
  )
}

/** A subnet renamed: its system route is renamed and re-aimed with it, as Nexus's subnet update does. */
export function renameSubnetRoute(store: Store, subnet: Row<'vpcSubnet'>, newName: string, at: string): void {
  const route = subnetRouteOf(store, subnet)
  route?.update({
    name: subnetRouteName(newName, route.id),
    destination: { type: 'subnet', value: newName },
    target: { type: 'subnet', value: newName },
    time_modified: at,
  })
}

/** Routes in any router of the VPC that send traffic to the named gateway. */
export function routesToGateway(store: Store, vpcId: string, gatewayName: string): Row<'routerRoute'>[] {
  const routers = new Set(store.where('vpcRouter', (r) => r.vpcId === vpcId).map((r) => r.id))
  return store.where(
    'routerRoute',
    (r) => routers.has(r.vpcRouterId) && r.target.type === 'internet_gateway' && r.target.value === gatewayName,
  )
}

/** A router goes with its routes; subnets that used it fall back to the system router alone. */
export function removeRouter(store: Store, router: Row<'vpcRouter'>): void {
  store.where('routerRoute', (r) => r.vpcRouterId === router.id).forEach((r) => r.destroy())
  store.where('vpcSubnet', (s) => s.customRouterId === router.id).forEach((s) => s.update({ customRouterId: null }))
  router.destroy()
}

/** A gateway goes with its pool and address links and, as a cascading delete does, the routes aimed at it. */
export function removeGateway(store: Store, gateway: Row<'internetGateway'>): void {
  store.where('internetGatewayIpPool', (p) => p.internetGatewayId === gateway.id).forEach((p) => p.destroy())
  store.where('internetGatewayIpAddress', (a) => a.internetGatewayId === gateway.id).forEach((a) => a.destroy())
  routesToGateway(store, gateway.vpcId, gateway.name).forEach((r) => r.destroy())
  gateway.destroy()
}

/**
 * Everything left in a VPC once its subnets are gone. Nexus deletes the system
 * router and the firewall rules; the custom routers and gateways it leaves
 * behind can no longer be reached through the API, so the mock drops them too.
 */
export function removeVpc(store: Store, vpc: Row<'vpc'>): void {
  store.where('internetGateway', (g) => g.vpcId === vpc.id).forEach((g) => removeGateway(store, g))
  store.where('vpcRouter', (r) => r.vpcId === vpc.id).forEach((r) => removeRouter(store, r))
  store.where('vpcFirewallRule', (r) => r.vpcId === vpc.id).forEach((r) => r.destroy())
  vpc.destroy()
}
