// An instance's external addresses (its one ephemeral IP and any floating
// IPs), and floating IPs: read, create, update, delete, attach and detach.
import { requireProjectWrite } from '../lib/authz'
import { field, name, nameOrId, optName, optNameOrId, optStr, str, strValue, variant } from '../lib/body'
import { alreadyExists, badRequest, invalidRequest } from '../lib/errors'
import { allocateAddress, checkIpChange, poolHolds, resolvePool, siloPools, takenAddresses } from '../lib/external-ips'
import { MAX_EXTERNAL_IPS_PER_INSTANCE } from '../lib/instance-params'
import { canonicalIp, isIp } from '../lib/ip'
import { FLOATING_IP, INSTANCE, lookupInProject, lookupProject, requiredQuery, scopeFor, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { accepted, created, noContent, ok, type Route } from '../lib/route'
import type { Row, Store } from '../store'
import { ephemeralExternalIp, floatingExternalIp, floatingIp } from '../serializers/networking'
import { instanceOf } from './instances'

const externalCount = (store: Store, instanceId: string) =>
  store.where('ephemeralIp', (e) => e.instanceId === instanceId).length +
  store.where('floatingIp', (f) => f.instanceId === instanceId).length

function checkRoom(store: Store, instance: Row<'instance'>): void {
  if (externalCount(store, instance.id) >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw invalidRequest(`An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`)
  }
}

const floatingIpOf = (ctx: LookupCtx & { path: Record<string, string>; query: URLSearchParams }) =>
  lookupInProject(ctx, FLOATING_IP, ctx.path.floating_ip, ctx.query.get('project'))

/** Where a new floating IP's address comes from: the pool named, the pool holding the address asked for, or the default. */
function placeFloatingIp(store: Store, siloId: string, ip: string | null, poolSel: string | null) {
  const unavailable = () => invalidRequest('Requested external IP address not available')
  if (ip === null) {
    const pool = resolvePool(store, siloId, poolSel)
    return { pool, ip: allocateAddress(store, pool) }
  }
  const pool = poolSel !== null ? resolvePool(store, siloId, poolSel) : siloPools(store, siloId).find((p) => poolHolds(store, p.pool, ip))?.pool
  if (!pool || !poolHolds(store, pool, ip) || takenAddresses(store).has(canonicalIp(ip))) throw unavailable()
  return { pool, ip: canonicalIp(ip) }
}

export function externalIpRoutes(route: Route) {
  route('get', '/v1/instances/{instance}/external-ips', (ctx) => {
    const instance = instanceOf(ctx)
    const ephemeral = ctx.store.where('ephemeralIp', (e) => e.instanceId === instance.id)
    const floating = ctx.store.where('floatingIp', (f) => f.instanceId === instance.id)
    // Nexus returns every external IP at once; the page type has no next page to give.
    return ok({ items: [...ephemeral.map(ephemeralExternalIp), ...floating.map(floatingExternalIp)], next_page: null })
  })

  route('post', '/v1/instances/{instance}/external-ips/ephemeral', (ctx) => {
    const poolSel = optNameOrId(ctx.json(), 'pool')
    const instance = instanceOf(ctx)
    const project = requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    checkIpChange(instance, 'ephemeral', 'attach')
    if (ctx.store.first('ephemeralIp', (e) => e.instanceId === instance.id)) {
      throw invalidRequest('An instance may not have more than 1 ephemeral IP address')
    }
    checkRoom(ctx.store, instance)
    const pool = resolvePool(ctx.store, project.siloId, poolSel)
    const row = ctx.store.create('ephemeralIp', { instanceId: instance.id, ipPoolId: pool.id, ip: allocateAddress(ctx.store, pool) })
    return accepted(ephemeralExternalIp(row))
  })

  route('delete', '/v1/instances/{instance}/external-ips/ephemeral', (ctx) => {
    const instance = instanceOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, instance.projectId)
    const ip = ctx.store.first('ephemeralIp', (e) => e.instanceId === instance.id)
    // Nothing to detach is done already.
    if (!ip) return noContent()
    checkIpChange(instance, 'ephemeral', 'detach')
    ip.destroy()
    return noContent()
  })

  route('get', '/v1/floating-ips', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('floatingIp', (f) => f.projectId === project.id), floatingIp))
  })

  route('get', '/v1/floating-ips/{floating_ip}', (ctx) => ok(floatingIp(floatingIpOf(ctx))))

  route('post', '/v1/floating-ips', (ctx) => {
    const body = ctx.json()
    const fipName = name(body)
    const description = str(body, 'description')
    const wantedIp = body.ip === undefined || body.ip === null ? null : strValue(body.ip, 'ip')
    if (wantedIp !== null && !isIp(wantedIp)) throw badRequest('unable to parse JSON body: ip: invalid IP address syntax')
    const poolSel = optNameOrId(body, 'pool')
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    if (ctx.store.first('floatingIp', (f) => f.projectId === project.id && f.name === fipName)) {
      throw alreadyExists('floating-ip', fipName)
    }
    const { pool, ip } = placeFloatingIp(ctx.store, project.siloId, wantedIp, poolSel)
    const t = new Date().toISOString()
    const row = ctx.store.create('floatingIp', {
      projectId: project.id,
      name: fipName,
      description,
      ip,
      ipPoolId: pool.id,
      instanceId: null,
      time_created: t,
      time_modified: t,
    })
    return created(floatingIp(row))
  })

  route('put', '/v1/floating-ips/{floating_ip}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const fip = floatingIpOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, fip.projectId)
    if (newName && newName !== fip.name && ctx.store.first('floatingIp', (f) => f.projectId === fip.projectId && f.name === newName)) {
      throw alreadyExists('floating-ip', newName)
    }
    fip.update({ name: newName ?? fip.name, description: description ?? fip.description, time_modified: new Date().toISOString() })
    return ok(floatingIp(fip))
  })

  route('delete', '/v1/floating-ips/{floating_ip}', (ctx) => {
    const fip = floatingIpOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, fip.projectId)
    if (fip.instanceId) throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    fip.destroy()
    return noContent()
  })

  route('post', '/v1/floating-ips/{floating_ip}/attach', (ctx) => {
    const body = ctx.json()
    variant(field(body, 'kind'), 'kind', ['instance'] as const)
    const parent = nameOrId(field(body, 'parent'), 'parent')
    const fip = floatingIpOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, fip.projectId)
    // A parent named is looked up in the floating IP's own project.
    const instance = lookupInProject(ctx, INSTANCE, parent, scopeFor(parent, fip.projectId))
    if (instance.projectId !== fip.projectId) {
      throw invalidRequest('floating IP must be in the same project as the instance')
    }
    if (fip.instanceId === instance.id) return accepted(floatingIp(fip))
    if (fip.instanceId) throw invalidRequest('floating IP cannot be attached to one instance while still attached to another')
    checkIpChange(instance, 'floating', 'attach')
    checkRoom(ctx.store, instance)
    fip.update({ instanceId: instance.id })
    return accepted(floatingIp(fip))
  })

  route('post', '/v1/floating-ips/{floating_ip}/detach', (ctx) => {
    const fip = floatingIpOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, fip.projectId)
    const instance = ctx.store.find('instance', fip.instanceId)
    if (!instance) throw invalidRequest('Floating IP is not attached to an instance')
    checkIpChange(instance, 'floating', 'detach')
    fip.update({ instanceId: null })
    return accepted(floatingIp(fip))
  })
}
