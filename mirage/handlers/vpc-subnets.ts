// VPC subnets. Each has a route on its VPC's system router, made, renamed and
// removed with it; a subnet that still holds network interfaces stays.
import { requireProjectWrite } from '../lib/authz'
import { field, ipNetValue, name, optIpNet, optName, optNameOrId, optStr, str } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupInVpc, lookupVpc, requiredQuery, type LookupCtx } from '../lib/lookup'
import { SUBNET } from '../lib/nics'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { addSubnetRoute } from '../lib/vpc-defaults'
import { attachableRouter, checkIpv4Block, checkIpv6Block, checkNoOverlap, freeIpv6Block } from '../lib/vpc-subnets'
import { now, renameSubnetRoute, subnetRouteOf, systemRouterOf } from '../lib/vpcs'
import type { Store } from '../store'
import * as compute from '../serializers/compute'
import * as net from '../serializers/networking'

type SubnetCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const subnetOf = (ctx: SubnetCtx) =>
  lookupInVpc(ctx, SUBNET, ctx.path.subnet, ctx.query.get('vpc'), ctx.query.get('project'))

const nameTaken = (store: Store, vpcId: string, subnetName: string) =>
  !!store.first('vpcSubnet', (s) => s.vpcId === vpcId && s.name === subnetName)

export function vpcSubnetRoutes(route: Route) {
  route('get', '/v1/vpc-subnets', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('vpcSubnet', (s) => s.vpcId === vpc.id), net.vpcSubnet))
  })

  route('post', '/v1/vpc-subnets', (ctx) => {
    const body = ctx.json()
    const subnetName = name(body)
    const description = str(body, 'description')
    const ipv4Block = ipNetValue(field(body, 'ipv4_block'), 'ipv4_block', 'v4')
    const wantedIpv6 = optIpNet(body, 'ipv6_block', 'v6')
    const routerSel = optNameOrId(body, 'custom_router')
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    const router = routerSel === null ? null : attachableRouter(ctx, vpc, routerSel)
    checkIpv4Block(ipv4Block)
    if (wantedIpv6 !== null) checkIpv6Block(vpc, wantedIpv6)
    checkNoOverlap(ctx.store, vpc, ipv4Block)
    if (wantedIpv6 !== null) checkNoOverlap(ctx.store, vpc, wantedIpv6)
    if (nameTaken(ctx.store, vpc.id, subnetName)) throw alreadyExists('vpc-subnet', subnetName)
    const t = now()
    const subnet = ctx.store.create('vpcSubnet', {
      vpcId: vpc.id,
      name: subnetName,
      description,
      ipv4_block: ipv4Block,
      ipv6_block: wantedIpv6 ?? freeIpv6Block(ctx.store, vpc),
      customRouterId: router?.id ?? null,
      time_created: t,
      time_modified: t,
    })
    const system = systemRouterOf(ctx.store, vpc)
    if (system) addSubnetRoute(ctx.store, system, subnetName, { time_created: t, time_modified: t })
    return created(net.vpcSubnet(subnet))
  })

  route('get', '/v1/vpc-subnets/{subnet}', (ctx) => ok(net.vpcSubnet(subnetOf(ctx))))

  route('put', '/v1/vpc-subnets/{subnet}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    // Nexus reads a missing custom_router as null: an update that leaves it out detaches the router.
    const routerSel = optNameOrId(body, 'custom_router')
    const subnet = subnetOf(ctx)
    const vpc = ctx.store.find('vpc', subnet.vpcId)!
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    const router = routerSel === null ? null : attachableRouter(ctx, vpc, routerSel)
    if (newName && newName !== subnet.name && nameTaken(ctx.store, vpc.id, newName)) {
      throw alreadyExists('vpc-subnet', newName)
    }
    const t = now()
    if (newName && newName !== subnet.name) renameSubnetRoute(ctx.store, subnet, newName, t)
    subnet.update({
      name: newName ?? subnet.name,
      description: description ?? subnet.description,
      customRouterId: router?.id ?? null,
      time_modified: t,
    })
    return ok(net.vpcSubnet(subnet))
  })

  route('delete', '/v1/vpc-subnets/{subnet}', (ctx) => {
    const subnet = subnetOf(ctx)
    const vpc = ctx.store.find('vpc', subnet.vpcId)!
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    if (ctx.store.first('networkInterface', (n) => n.subnetId === subnet.id)) {
      throw invalidRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    }
    subnetRouteOf(ctx.store, subnet)?.destroy()
    subnet.destroy()
    return noContent()
  })

  route('get', '/v1/vpc-subnets/{subnet}/network-interfaces', (ctx) => {
    const subnet = subnetOf(ctx)
    const nics = ctx.store.where('networkInterface', (n) => n.subnetId === subnet.id)
    return ok(paginate(ctx.query, nics, compute.networkInterface))
  })
}
