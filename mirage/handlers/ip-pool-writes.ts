// IP pool writes, fleet admins only, with Nexus's rules and wording:
// - a pool is deleted only once it holds no ranges; its silo links go with it;
// - a range is one address family, first ≤ last, and overlaps no range of any
//   pool; it is removed only while none of its addresses is handed out.
// - the rack's service pool takes IPv4 ranges only, and its range is removed
//   only while none of the services' own addresses is in it.
// Silo links (link, make default, unlink) are in ip-pool-silo-links.ts.
import { requireFleet } from '../lib/authz'
import { name, optName, optStr, str } from '../lib/body'
import { alreadyExists, badRequest, invalidRequest, notFound } from '../lib/errors'
import { canonicalIp, inRange, isIpv4, isIpv6, ipv4ToInt, ipv6ToBigInt } from '../lib/ip'
import { isUuid, type LookupCtx } from '../lib/lookup'
import { created, noContent, ok, type Route } from '../lib/route'
import type { Row, Store } from '../store'
import * as system from '../serializers/system'
import { servicePool } from './ip-pools'

const now = () => new Date().toISOString()

function lookupPool({ store }: LookupCtx, value: string): Row<'ipPool'> {
  const pool = store.first('ipPool', (p) => !p.internal && (isUuid(value) ? p.id === value : p.name === value))
  if (!pool) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
  return pool
}

type Range = { first: string; last: string }
type Body = Record<string, unknown>

/** Where an address sits on one line per family, so ranges compare. */
const position = (ip: string) => (isIpv4(ip) ? BigInt(ipv4ToInt(ip)) : ipv6ToBigInt(ip))
const sameFamily = (a: string, b: string) => isIpv4(a) === isIpv4(b)

/**
 * The body as serde reads Nexus's untagged `IpRange`: two addresses of one
 * family, first ≤ last; anything else matches neither variant.
 */
function parseRange(body: Body): Range {
  const { first, last } = body
  const valid =
    typeof first === 'string' &&
    typeof last === 'string' &&
    ((isIpv4(first) && isIpv4(last)) || (isIpv6(first) && isIpv6(last))) &&
    position(first) <= position(last)
  if (!valid) throw badRequest('unable to parse JSON body: data did not match any variant of untagged enum IpRange')
  return { first: canonicalIp(first), last: canonicalIp(last) }
}

const overlaps = (a: Range, b: Range) =>
  sameFamily(a.first, b.first) && position(a.first) <= position(b.last) && position(b.first) <= position(a.last)

/** Addresses handed out from a pool: floating IPs, instances' ephemeral IPs, the rack's services' own. */
const usedAddresses = (store: Store, poolId: string) => [
  ...store.where('floatingIp', (f) => f.ipPoolId === poolId).map((f) => f.ip),
  ...store.where('ephemeralIp', (e) => e.ipPoolId === poolId).map((e) => e.ip),
  ...store.where('serviceExternalIp', (e) => e.ipPoolId === poolId).map((e) => e.ip),
]

/** Adds the range to the pool unless it overlaps a range of any pool (the service pool's included). */
function addRange(store: Store, pool: Row<'ipPool'>, range: Range) {
  if (store.all('ipPoolRange').some((r) => overlaps(r.range, range))) {
    throw invalidRequest(`The provided IP range ${range.first}-${range.last} overlaps with an existing range`)
  }
  return store.create('ipPoolRange', { ipPoolId: pool.id, range, time_created: now() })
}

/** Removes the pool's range, given exactly, unless an address in it is handed out. */
function removeRange(store: Store, pool: Row<'ipPool'>, range: Range) {
  const row = store.first(
    'ipPoolRange',
    (r) => r.ipPoolId === pool.id && r.range.first === range.first && r.range.last === range.last,
  )
  if (!row) throw invalidRequest(`The provided range ${range.first}-${range.last} does not exist`)
  if (usedAddresses(store, pool.id).some((ip) => inRange(ip, range.first, range.last))) {
    throw invalidRequest('IP pool ranges cannot be deleted while external IP addresses are allocated from them')
  }
  row.destroy()
}

export function ipPoolWriteRoutes(route: Route) {
  route('post', '/v1/system/ip-pools', ({ store, actor, json }) => {
    const body = json()
    const poolName = name(body)
    const description = str(body, 'description')
    requireFleet(store, actor, 'admin')
    if (store.first('ipPool', (p) => p.name === poolName)) throw alreadyExists('ip-pool', poolName)
    const t = now()
    const pool = store.create('ipPool', { name: poolName, description, time_created: t, time_modified: t })
    return created(system.ipPool(pool))
  })

  route('put', '/v1/system/ip-pools/{pool}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    if (newName && newName !== pool.name && ctx.store.first('ipPool', (p) => p.name === newName)) {
      throw alreadyExists('ip-pool', newName)
    }
    pool.update({ name: newName ?? pool.name, description: description ?? pool.description, time_modified: now() })
    return ok(system.ipPool(pool))
  })

  route('delete', '/v1/system/ip-pools/{pool}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    if (ctx.store.first('ipPoolRange', (r) => r.ipPoolId === pool.id)) {
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    }
    ctx.store.where('ipPoolSiloLink', (l) => l.ipPoolId === pool.id).forEach((l) => l.destroy())
    pool.destroy()
    return noContent()
  })

  route('post', '/v1/system/ip-pools/{pool}/ranges/add', (ctx) => {
    const range = parseRange(ctx.json() as Body)
    requireFleet(ctx.store, ctx.actor, 'admin')
    const pool = lookupPool(ctx, ctx.path.pool)
    return created(system.ipPoolRange(addRange(ctx.store, pool, range)))
  })

  route('post', '/v1/system/ip-pools/{pool}/ranges/remove', (ctx) => {
    const range = parseRange(ctx.json() as Body)
    requireFleet(ctx.store, ctx.actor, 'admin')
    removeRange(ctx.store, lookupPool(ctx, ctx.path.pool), range)
    return noContent()
  })

  // The service pool: the rack's own services' addresses. Nexus takes no IPv6 range here yet.
  route('post', '/v1/system/ip-pools-service/ranges/add', ({ store, actor, json }) => {
    const range = parseRange(json() as Body)
    const pool = servicePool(store)
    requireFleet(store, actor, 'admin')
    if (isIpv6(range.first)) throw invalidRequest('IPv6 ranges are not allowed yet')
    return created(system.ipPoolRange(addRange(store, pool, range)))
  })

  route('post', '/v1/system/ip-pools-service/ranges/remove', ({ store, actor, json }) => {
    const range = parseRange(json() as Body)
    const pool = servicePool(store)
    requireFleet(store, actor, 'admin')
    removeRange(store, pool, range)
    return noContent()
  })
}
