// An instance's network interfaces. Adding, changing and removing one needs
// the instance stopped; the first becomes the primary, and the primary goes
// last; an update's transit IPs are checked as Nexus checks them
// (Nexus's network interface queries and their messages).
import { requireProjectWrite } from '../lib/authz'
import { array, bool, optName, optStr, strValue } from '../lib/body'
import { alreadyExists, badRequest, invalidRequest } from '../lib/errors'
import { can } from '../lib/instance-state'
import { isIpNet } from '../lib/ip'
import { INSTANCE, lookupInProject, lookupNetworkInterface, requiredQuery, type LookupCtx } from '../lib/lookup'
import { insertNic, parseNicCreate, planNic, transitIpsProblem } from '../lib/nics'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Row } from '../store'
import * as compute from '../serializers/compute'

type NicCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const nicOf = (ctx: NicCtx) =>
  lookupNetworkInterface(ctx, ctx.path.interface, ctx.query.get('instance'), ctx.query.get('project'))

function parseTransitIps(body: Record<string, unknown>): string[] {
  if (body.transit_ips === undefined) return []
  return array(body, 'transit_ips').map((v, i) => {
    const net = strValue(v, `transit_ips[${i}]`)
    if (!isIpNet(net)) throw badRequest(`unable to parse JSON body: transit_ips[${i}]: invalid IP network "${net}"`)
    return net
  })
}

const requireStopped = (instance: Row<'instance'>, message: string) => {
  if (!can('updateNetworkInterface', instance)) throw invalidRequest(message)
}

export function networkInterfaceRoutes(route: Route) {
  route('get', '/v1/network-interfaces', (ctx) => {
    const instance = lookupInProject(ctx, INSTANCE, requiredQuery(ctx.query, 'instance'), ctx.query.get('project'))
    const nics = ctx.store.where('networkInterface', (n) => n.instanceId === instance.id)
    return ok(paginate(ctx.query, nics, compute.networkInterface))
  })

  route('post', '/v1/network-interfaces', (ctx) => {
    const params = parseNicCreate(ctx.json())
    const instance = lookupInProject(ctx, INSTANCE, requiredQuery(ctx.query, 'instance'), ctx.query.get('project'))
    const project = requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    requireStopped(instance, 'Instance must be stopped to attach a new network interface')
    const nic = planNic(ctx, project, params, instance)
    const first = !ctx.store.first('networkInterface', (n) => n.instanceId === instance.id)
    return created(compute.networkInterface(insertNic(ctx.store, instance.id, nic, first)))
  })

  route('get', '/v1/network-interfaces/{interface}', (ctx) => ok(compute.networkInterface(nicOf(ctx))))

  route('put', '/v1/network-interfaces/{interface}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const makePrimary = bool(body, 'primary', false)
    const transitIps = parseTransitIps(body)
    const nic = nicOf(ctx)
    const instance = ctx.store.find('instance', nic.instanceId)!
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    // The transit IPs are checked before the instance's state.
    const transitProblem = transitIpsProblem(transitIps)
    if (transitProblem) throw invalidRequest(transitProblem)
    requireStopped(instance, 'Instance must be stopped to update its network interfaces')
    const siblings = ctx.store.where('networkInterface', (n) => n.instanceId === instance.id && n.id !== nic.id)
    if (newName && newName !== nic.name && siblings.some((n) => n.name === newName)) {
      throw alreadyExists('instance-network-interface', newName)
    }
    // `primary: false` changes nothing: a primary stops being one only when another is made primary.
    if (makePrimary && !nic.primary) {
      for (const s of siblings.filter((n) => n.primary)) s.update({ primary: false })
    }
    nic.update({
      name: newName ?? nic.name,
      description: description ?? nic.description,
      primary: nic.primary || makePrimary,
      transit_ips: transitIps,
      time_modified: new Date().toISOString(),
    })
    return ok(compute.networkInterface(nic))
  })

  route('delete', '/v1/network-interfaces/{interface}', (ctx) => {
    const nic = nicOf(ctx)
    const instance = ctx.store.find('instance', nic.instanceId)!
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    requireStopped(instance, 'Instance must be stopped to detach a network interface')
    const others = ctx.store.where('networkInterface', (n) => n.instanceId === instance.id && n.id !== nic.id)
    if (nic.primary && others.length > 0) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    nic.destroy()
    return noContent()
  })
}
