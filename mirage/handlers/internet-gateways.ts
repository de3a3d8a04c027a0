// Internet gateways and the IP pools and addresses linked to them. Without
// `cascade`, Nexus keeps a gateway that still has links, and keeps a link that
// routed instances' external addresses still depend on; with it, they go (a
// gateway taking the routes aimed at it along).
import { requireProjectWrite } from '../lib/authz'
import { field, ipValue, name, nameOrId, str } from '../lib/body'
import { alreadyExists, badRequest, invalidRequest } from '../lib/errors'
import { poolHolds, resolvePool } from '../lib/external-ips'
import { canonicalIp } from '../lib/ip'
import {
  GATEWAY,
  GATEWAY_ADDRESS,
  GATEWAY_POOL,
  lookupInGateway,
  lookupInVpc,
  lookupVpc,
  requiredQuery,
  type LookupCtx,
} from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { now, removeGateway, routesToGateway } from '../lib/vpcs'
import type { Row, Store } from '../store'
import * as net from '../serializers/networking'

type Ctx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const gatewayOf = (ctx: Ctx, value: string) => lookupInVpc(ctx, GATEWAY, value, ctx.query.get('vpc'), ctx.query.get('project'))

/** The gateway a link call names in `?gateway`. */
const queryGateway = (ctx: Ctx) => gatewayOf(ctx, requiredQuery(ctx.query, 'gateway'))

const projectOf = (store: Store, gateway: Row<'internetGateway'>) => store.find('vpc', gateway.vpcId)!.projectId

function cascadeParam(query: URLSearchParams): boolean {
  const raw = query.get('cascade')
  if (raw === null || raw === '') return false
  if (raw !== 'true' && raw !== 'false') {
    throw badRequest('unable to parse query string: cascade: provided string was not `true` or `false`')
  }
  return raw === 'true'
}

/** External addresses of instances with an interface in the VPC, canonically spelled. */
function vpcExternalIps(store: Store, vpcId: string): string[] {
  const instances = new Set(store.where('networkInterface', (n) => n.vpcId === vpcId).map((n) => n.instanceId))
  return [
    ...store.where('ephemeralIp', (e) => instances.has(e.instanceId)),
    ...store.where('floatingIp', (f) => f.instanceId !== null && instances.has(f.instanceId)),
  ].map((r) => canonicalIp(r.ip))
}

/** Nexus's no-cascade detach check: routes use the gateway and an instance's address needs the link. */
function checkDetach(store: Store, gateway: Row<'internetGateway'>, needs: (ip: string) => boolean): void {
  if (routesToGateway(store, gateway.vpcId, gateway.name).length === 0) return
  if (vpcExternalIps(store, gateway.vpcId).some(needs)) {
    // Nexus words it the same for an address link as for a pool link.
    throw invalidRequest('VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option')
  }
}

const linkName = (store: Store, table: 'internetGatewayIpPool' | 'internetGatewayIpAddress', gatewayId: string, n: string) =>
  !!store.first(table, (l) => l.internetGatewayId === gatewayId && l.name === n)

export function internetGatewayRoutes(route: Route) {
  route('get', '/v1/internet-gateways', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('internetGateway', (g) => g.vpcId === vpc.id), net.internetGateway))
  })

  route('post', '/v1/internet-gateways', (ctx) => {
    const body = ctx.json()
    const gatewayName = name(body)
    const description = str(body, 'description')
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    if (ctx.store.first('internetGateway', (g) => g.vpcId === vpc.id && g.name === gatewayName)) {
      throw alreadyExists('internet-gateway', gatewayName)
    }
    const t = now()
    const gateway = ctx.store.create('internetGateway', {
      vpcId: vpc.id,
      name: gatewayName,
      description,
      time_created: t,
      time_modified: t,
    })
    return created(net.internetGateway(gateway))
  })

  route('get', '/v1/internet-gateways/{gateway}', (ctx) => ok(net.internetGateway(gatewayOf(ctx, ctx.path.gateway))))

  route('delete', '/v1/internet-gateways/{gateway}', (ctx) => {
    const cascade = cascadeParam(ctx.query)
    const gateway = gatewayOf(ctx, ctx.path.gateway)
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, gateway))
    if (!cascade) {
      const cascadeHint = 'To perform a cascading delete set the cascade option'
      if (ctx.store.first('internetGatewayIpPool', (p) => p.internetGatewayId === gateway.id)) {
        throw invalidRequest(`Ip pools referencing this gateway exist. ${cascadeHint}`)
      }
      if (ctx.store.first('internetGatewayIpAddress', (a) => a.internetGatewayId === gateway.id)) {
        throw invalidRequest(`Ip addresses referencing this gateway exist. ${cascadeHint}`)
      }
      gateway.destroy()
    } else {
      removeGateway(ctx.store, gateway)
    }
    return noContent()
  })

  route('get', '/v1/internet-gateway-ip-pools', (ctx) => {
    const gateway = queryGateway(ctx)
    const pools = ctx.store.where('internetGatewayIpPool', (p) => p.internetGatewayId === gateway.id)
    return ok(paginate(ctx.query, pools, net.internetGatewayIpPool))
  })

  route('post', '/v1/internet-gateway-ip-pools', (ctx) => {
    const body = ctx.json()
    const linkNameValue = name(body)
    const description = str(body, 'description')
    const poolSel = nameOrId(field(body, 'ip_pool'), 'ip_pool')
    const gateway = queryGateway(ctx)
    const project = requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, gateway))
    // Only a pool linked to the caller's silo may be named, as for floating IPs.
    const pool = resolvePool(ctx.store, project.siloId, poolSel)
    if (linkName(ctx.store, 'internetGatewayIpPool', gateway.id, linkNameValue)) {
      throw alreadyExists('internet-gateway-ip-pool', linkNameValue)
    }
    const t = now()
    const link = ctx.store.create('internetGatewayIpPool', {
      internetGatewayId: gateway.id,
      ipPoolId: pool.id,
      name: linkNameValue,
      description,
      time_created: t,
      time_modified: t,
    })
    return created(net.internetGatewayIpPool(link))
  })

  route('delete', '/v1/internet-gateway-ip-pools/{pool}', (ctx) => {
    const q = ctx.query
    const cascade = cascadeParam(q)
    const link = lookupInGateway(ctx, GATEWAY_POOL, ctx.path.pool, q.get('gateway'), q.get('vpc'), q.get('project'))
    const gateway = ctx.store.find('internetGateway', link.internetGatewayId)!
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, gateway))
    const pool = ctx.store.find('ipPool', link.ipPoolId)
    if (!cascade && pool) checkDetach(ctx.store, gateway, (ip) => poolHolds(ctx.store, pool, ip))
    link.destroy()
    return noContent()
  })

  route('get', '/v1/internet-gateway-ip-addresses', (ctx) => {
    const gateway = queryGateway(ctx)
    const addresses = ctx.store.where('internetGatewayIpAddress', (a) => a.internetGatewayId === gateway.id)
    return ok(paginate(ctx.query, addresses, net.internetGatewayIpAddress))
  })

  route('post', '/v1/internet-gateway-ip-addresses', (ctx) => {
    const body = ctx.json()
    const linkNameValue = name(body)
    const description = str(body, 'description')
    const address = ipValue(field(body, 'address'), 'address')
    const gateway = queryGateway(ctx)
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, gateway))
    if (linkName(ctx.store, 'internetGatewayIpAddress', gateway.id, linkNameValue)) {
      throw alreadyExists('internet-gateway-ip-address', linkNameValue)
    }
    const t = now()
    const link = ctx.store.create('internetGatewayIpAddress', {
      internetGatewayId: gateway.id,
      name: linkNameValue,
      description,
      address,
      time_created: t,
      time_modified: t,
    })
    return created(net.internetGatewayIpAddress(link))
  })

  route('delete', '/v1/internet-gateway-ip-addresses/{address}', (ctx) => {
    const q = ctx.query
    const cascade = cascadeParam(q)
    const link = lookupInGateway(ctx, GATEWAY_ADDRESS, ctx.path.address, q.get('gateway'), q.get('vpc'), q.get('project'))
    const gateway = ctx.store.find('internetGateway', link.internetGatewayId)!
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, gateway))
    if (!cascade) checkDetach(ctx.store, gateway, (ip) => ip === canonicalIp(link.address))
    link.destroy()
    return noContent()
  })
}
