// VPCs and what is in them (read-only for now), and reading floating IPs
// (their writes are in external-ips.ts).
import {
  FLOATING_IP,
  lookupInProject,
  lookupInVpc,
  lookupProject,
  lookupRoute,
  lookupVpc,
  requiredQuery,
  ROUTER,
  type Kind,
} from '../lib/lookup'
import { SUBNET } from '../lib/nics'
import { paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import * as compute from '../serializers/compute'
import * as net from '../serializers/networking'

const GATEWAY: Kind<'internetGateway'> = { table: 'internetGateway', kind: 'internet-gateway', label: 'gateway' }

export function networkingRoutes(route: Route) {
  route('get', '/v1/vpcs', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('vpc', (v) => v.projectId === project.id), net.vpc))
  })

  route('get', '/v1/vpcs/{vpc}', (ctx) => ok(net.vpc(lookupVpc(ctx, ctx.path.vpc, ctx.query.get('project')))))

  route('get', '/v1/vpc-subnets', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('vpcSubnet', (s) => s.vpcId === vpc.id), net.vpcSubnet))
  })

  route('get', '/v1/vpc-subnets/{subnet}', (ctx) =>
    ok(net.vpcSubnet(lookupInVpc(ctx, SUBNET, ctx.path.subnet, ctx.query.get('vpc'), ctx.query.get('project')))),
  )

  route('get', '/v1/vpc-subnets/{subnet}/network-interfaces', (ctx) => {
    const subnet = lookupInVpc(ctx, SUBNET, ctx.path.subnet, ctx.query.get('vpc'), ctx.query.get('project'))
    const nics = ctx.store.where('networkInterface', (n) => n.subnetId === subnet.id)
    return ok(paginate(ctx.query, nics, compute.networkInterface))
  })

  route('get', '/v1/vpc-routers', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('vpcRouter', (r) => r.vpcId === vpc.id), net.vpcRouter))
  })

  route('get', '/v1/vpc-routers/{router}', (ctx) =>
    ok(net.vpcRouter(lookupInVpc(ctx, ROUTER, ctx.path.router, ctx.query.get('vpc'), ctx.query.get('project')))),
  )

  route('get', '/v1/vpc-router-routes', (ctx) => {
    const q = ctx.query
    const router = lookupInVpc(ctx, ROUTER, requiredQuery(q, 'router'), q.get('vpc'), q.get('project'))
    return ok(paginate(q, ctx.store.where('routerRoute', (r) => r.vpcRouterId === router.id), net.routerRoute))
  })

  route('get', '/v1/vpc-router-routes/{route}', (ctx) => {
    const q = ctx.query
    return ok(net.routerRoute(lookupRoute(ctx, ctx.path.route, q.get('router'), q.get('vpc'), q.get('project'))))
  })

  route('get', '/v1/vpc-firewall-rules', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    const rules = ctx.store
      .where('vpcFirewallRule', (r) => r.vpcId === vpc.id)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    return ok({ rules: rules.map(net.firewallRule) })
  })

  route('get', '/v1/internet-gateways', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('internetGateway', (g) => g.vpcId === vpc.id), net.internetGateway))
  })

  route('get', '/v1/internet-gateways/{gateway}', (ctx) =>
    ok(net.internetGateway(lookupInVpc(ctx, GATEWAY, ctx.path.gateway, ctx.query.get('vpc'), ctx.query.get('project')))),
  )

  route('get', '/v1/internet-gateway-ip-pools', (ctx) => {
    const q = ctx.query
    const gateway = lookupInVpc(ctx, GATEWAY, requiredQuery(q, 'gateway'), q.get('vpc'), q.get('project'))
    const pools = ctx.store.where('internetGatewayIpPool', (p) => p.internetGatewayId === gateway.id)
    return ok(paginate(q, pools, net.internetGatewayIpPool))
  })

  route('get', '/v1/internet-gateway-ip-addresses', (ctx) => {
    const q = ctx.query
    const gateway = lookupInVpc(ctx, GATEWAY, requiredQuery(q, 'gateway'), q.get('vpc'), q.get('project'))
    const addresses = ctx.store.where('internetGatewayIpAddress', (a) => a.internetGatewayId === gateway.id)
    return ok(paginate(q, addresses, net.internetGatewayIpAddress))
  })

  route('get', '/v1/floating-ips', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('floatingIp', (f) => f.projectId === project.id), net.floatingIp))
  })

  route('get', '/v1/floating-ips/{floating_ip}', (ctx) =>
    ok(net.floatingIp(lookupInProject(ctx, FLOATING_IP, ctx.path.floating_ip, ctx.query.get('project')))),
  )
}
