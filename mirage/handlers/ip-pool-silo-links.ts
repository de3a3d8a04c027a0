// Linking IP pools to silos (Nexus's ip_pool_link_silo, ip_pool_set_default,
// ip_pool_unlink_silo). Fleet admin only. A silo has at most one default pool:
// making one the default demotes the old one (it stays linked). Unlinking the
// default is allowed; unlinking a pool whose addresses the silo still holds is not.
import { requireFleet } from '../lib/authz'
import { bool, field, nameOrId } from '../lib/body'
import { alreadyExists, invalidRequest, notFound } from '../lib/errors'
import { isUuid, lookupSilo, type LookupCtx } from '../lib/lookup'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Row, Store } from '../store'
import * as system from '../serializers/system'

function lookupPool({ store }: LookupCtx, value: string): Row<'ipPool'> {
  const pool = store.first('ipPool', (p) => !p.internal && (isUuid(value) ? p.id === value : p.name === value))
  if (!pool) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
  return pool
}

const linkOf = (store: Store, pool: Row<'ipPool'>, silo: Row<'silo'>) =>
  store.first('ipPoolSiloLink', (l) => l.ipPoolId === pool.id && l.siloId === silo.id)

/** Nexus's conflict text: the same for a link that exists and for a second default. */
const linkConflict = (pool: Row<'ipPool'>, silo: Row<'silo'>) =>
  alreadyExists('ip-pool-resource', `ip_pool_id: ${pool.id}, resource_id: ${silo.id}, resource_type: Silo`)

/** Addresses from the pool held by anything in the silo (floating and ephemeral IPs). */
function addressesInUse(store: Store, pool: Row<'ipPool'>, silo: Row<'silo'>): boolean {
  const projects = new Set(store.where('project', (p) => p.siloId === silo.id).map((p) => p.id))
  const instances = new Set(store.where('instance', (i) => projects.has(i.projectId)).map((i) => i.id))
  return (
    store.all('floatingIp').some((f) => f.ipPoolId === pool.id && projects.has(f.projectId)) ||
    store.all('ephemeralIp').some((e) => e.ipPoolId === pool.id && instances.has(e.instanceId))
  )
}

export function ipPoolSiloLinkRoutes(route: Route) {
  route('post', '/v1/system/ip-pools/{pool}/silos', (ctx) => {
    const body = ctx.json()
    const siloRef = nameOrId(field(body, 'silo'), 'silo')
    field(body, 'is_default') // required: no serde default
    const isDefault = bool(body, 'is_default', false)
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    const silo = lookupSilo(ctx, siloRef)
    const hasDefault = ctx.store.first('ipPoolSiloLink', (l) => l.siloId === silo.id && l.is_default)
    if (linkOf(ctx.store, pool, silo) || (isDefault && hasDefault)) throw linkConflict(pool, silo)
    const link = ctx.store.create('ipPoolSiloLink', { ipPoolId: pool.id, siloId: silo.id, is_default: isDefault })
    return created(system.ipPoolSiloLink(link))
  })

  route('put', '/v1/system/ip-pools/{pool}/silos/{silo}', (ctx) => {
    const body = ctx.json()
    field(body, 'is_default')
    const isDefault = bool(body, 'is_default', false)
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    const silo = lookupSilo(ctx, ctx.path.silo)
    const link = linkOf(ctx.store, pool, silo)
    if (!link) throw notFound('ip-pool-resource', { id: pool.id })
    if (isDefault) {
      ctx.store
        .where('ipPoolSiloLink', (l) => l.siloId === silo.id && l.is_default && l.id !== link.id)
        .forEach((l) => l.update({ is_default: false }))
    }
    link.update({ is_default: isDefault })
    return ok(system.ipPoolSiloLink(link))
  })

  route('delete', '/v1/system/ip-pools/{pool}/silos/{silo}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    const silo = lookupSilo(ctx, ctx.path.silo)
    if (addressesInUse(ctx.store, pool, silo)) {
      throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    }
    // Nothing linked is still a success: the delete removes no row.
    linkOf(ctx.store, pool, silo)?.destroy()
    return noContent()
  })
}
