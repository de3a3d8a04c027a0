// IP pools: the operator's view (/v1/system/ip-pools, fleet viewer reads), the
// pool the rack's own services use (/v1/system/ip-pools-service: found by
// nothing else, as Nexus hides it from every other pool call), and the silo
// user's view of the pools linked to their silo (/v1/ip-pools).
import { requireFleet } from '../lib/authz'
import { notFound } from '../lib/errors'
import { isV6, rangeSize } from '../lib/ip'
import { isUuid, type LookupCtx } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import type { Row, Store } from '../store'
import * as system from '../serializers/system'

function lookupPool({ store }: LookupCtx, value: string): Row<'ipPool'> {
  const pool = store.first('ipPool', (p) => !p.internal && (isUuid(value) ? p.id === value : p.name === value))
  if (!pool) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
  return pool
}

/** The rack's service pool (made when the rack is set up; Nexus finds it by its name). */
export function servicePool(store: Store): Row<'ipPool'> {
  const pool = store.first('ipPool', (p) => !!p.internal)
  if (!pool) throw notFound('ip-pool', { name: 'oxide-service-pool' })
  return pool
}

export function ipPoolRoutes(route: Route) {
  route('get', '/v1/system/ip-pools', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.where('ipPool', (p) => !p.internal), system.ipPool))
  })

  route('get', '/v1/system/ip-pools-service', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    return ok(system.ipPool(servicePool(store)))
  })

  route('get', '/v1/system/ip-pools-service/ranges', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    const pool = servicePool(store)
    const ranges = store.where('ipPoolRange', (r) => r.ipPoolId === pool.id)
    return ok(paginate(query, ranges, system.ipPoolRange, { sorts: ID_ONLY, idOf: (r) => `${r.time_created}/${r.id}` }))
  })

  route('get', '/v1/system/ip-pools/{pool}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    return ok(system.ipPool(lookupPool(ctx, ctx.path.pool)))
  })

  route('get', '/v1/system/ip-pools/{pool}/ranges', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const pool = lookupPool(ctx, ctx.path.pool)
    const ranges = ctx.store.where('ipPoolRange', (r) => r.ipPoolId === pool.id)
    // Nexus orders ranges by when they were added.
    return ok(paginate(ctx.query, ranges, system.ipPoolRange, { sorts: ID_ONLY, idOf: (r) => `${r.time_created}/${r.id}` }))
  })

  route('get', '/v1/system/ip-pools/{pool}/silos', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const pool = lookupPool(ctx, ctx.path.pool)
    const links = ctx.store.where('ipPoolSiloLink', (l) => l.ipPoolId === pool.id)
    return ok(paginate(ctx.query, links, system.ipPoolSiloLink, { sorts: ID_ONLY, idOf: (l) => l.siloId }))
  })

  route('get', '/v1/system/ip-pools/{pool}/utilization', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const pool = lookupPool(ctx, ctx.path.pool)
    const ranges = ctx.store.where('ipPoolRange', (r) => r.ipPoolId === pool.id)
    const capacity = (v6: boolean) =>
      ranges.filter((r) => isV6(r.range.first) === v6).reduce((n, r) => n + rangeSize(r.range.first, r.range.last), 0n)
    const used = [
      ...ctx.store.where('floatingIp', (f) => f.ipPoolId === pool.id),
      ...ctx.store.where('ephemeralIp', (e) => e.ipPoolId === pool.id),
    ]
    const allocated = (v6: boolean) => used.filter((f) => isV6(f.ip) === v6).length
    return ok({
      ipv4: { allocated: allocated(false), capacity: Number(capacity(false)) },
      ipv6: { allocated: String(allocated(true)), capacity: capacity(true).toString() },
    })
  })

  route('get', '/v1/ip-pools', ({ store, actor, query }) => {
    const links = store.where('ipPoolSiloLink', (l) => l.siloId === actor.silo.id)
    const pools = store.where('ipPool', (p) => links.some((l) => l.ipPoolId === p.id))
    return ok(paginate(query, pools, (p) => system.siloIpPool(p, links.find((l) => l.ipPoolId === p.id)!)))
  })

  route('get', '/v1/ip-pools/{pool}', (ctx) => {
    const value = ctx.path.pool
    const link = ctx.store
      .where('ipPoolSiloLink', (l) => l.siloId === ctx.actor.silo.id)
      .find((l) => {
        const p = ctx.store.find('ipPool', l.ipPoolId)
        return p && (isUuid(value) ? p.id === value : p.name === value)
      })
    if (!link) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
    return ok(system.siloIpPool(ctx.store.find('ipPool', link.ipPoolId)!, link))
  })
}
