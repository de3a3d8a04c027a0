// Operator views of silos, the fleet policy, identity providers and
// utilization. Fleet viewer reads, fleet admin writes; others get 403 — except
// that everyone may read their own silo.
import { canReadSilo, FLEET_ID, requireFleet } from '../lib/authz'
import { notFound } from '../lib/errors'
import { isUuid, lookupSilo, requiredQuery } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { parsePolicy, replacePolicy } from '../lib/policy'
import { ok, type Route } from '../lib/route'
import { provisioned, quota } from '../lib/utilization'
import type { Row, Store } from '../store'
import * as identity from '../serializers/identity'
import * as system from '../serializers/system'

function siloUtilization(store: Store, silo: Row<'silo'>) {
  return { silo_id: silo.id, silo_name: silo.name, allocated: quota(store, silo), provisioned: provisioned(store, silo) }
}

export function systemRoutes(route: Route) {
  route('get', '/v1/system/silos', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.where('silo', (s) => s.discoverable), identity.silo))
  })

  route('get', '/v1/system/silos/{silo}', (ctx) => ok(identity.silo(lookupSilo(ctx, ctx.path.silo))))

  route('get', '/v1/system/silos/{silo}/policy', (ctx) => {
    const silo = lookupSilo(ctx, ctx.path.silo)
    return ok(identity.policy(ctx.store, 'silo', silo.id))
  })

  route('get', '/v1/system/silos/{silo}/quotas', (ctx) => {
    const silo = lookupSilo(ctx, ctx.path.silo)
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const q = ctx.store.first('siloQuota', (x) => x.siloId === silo.id)
    if (!q) throw notFound('silo-quotas', { id: silo.id })
    return ok(system.siloQuotas(q))
  })

  // Every silo's quotas, discoverable or not, by silo id.
  route('get', '/v1/system/silo-quotas', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('siloQuota'), system.siloQuotas, { sorts: ID_ONLY, idOf: (q) => q.siloId }))
  })

  route('get', '/v1/system/silos/{silo}/ip-pools', (ctx) => {
    const silo = lookupSilo(ctx, ctx.path.silo)
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const links = ctx.store.where('ipPoolSiloLink', (l) => l.siloId === silo.id)
    const pools = ctx.store.where('ipPool', (p) => links.some((l) => l.ipPoolId === p.id))
    return ok(
      paginate(ctx.query, pools, (p) => system.siloIpPool(p, links.find((l) => l.ipPoolId === p.id)!)),
    )
  })

  route('get', '/v1/system/policy', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    return ok(identity.policy(store, 'fleet', FLEET_ID))
  })

  route('put', '/v1/system/policy', ({ store, actor, json }) => {
    const assignments = parsePolicy(json())
    requireFleet(store, actor, 'admin')
    replacePolicy(store, 'fleet', FLEET_ID, assignments)
    return ok(identity.policy(store, 'fleet', FLEET_ID))
  })

  route('get', '/v1/system/identity-providers', (ctx) => {
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    const idps = ctx.store.where('identityProvider', (p) => p.siloId === silo.id)
    return ok(paginate(ctx.query, idps, identity.identityProvider))
  })

  route('get', '/v1/system/identity-providers/saml/{provider}', (ctx) => {
    const value = ctx.path.provider
    const silo = ctx.query.get('silo')
    const idps = ctx.store.all('identityProvider')
    const found = isUuid(value)
      ? idps.find((p) => p.id === value && (!silo || lookupSilo(ctx, silo).id === p.siloId))
      : silo
        ? idps.find((p) => p.name === value && p.siloId === lookupSilo(ctx, silo).id)
        : undefined
    const visible = found && canReadSilo(ctx.store, ctx.actor, ctx.store.find('silo', found.siloId)!)
    if (!found || !visible) throw notFound('saml-identity-provider', isUuid(value) ? { id: value } : { name: value })
    return ok(identity.samlIdentityProvider(found))
  })

  route('get', '/v1/system/utilization/silos', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('silo'), (s) => siloUtilization(store, s)))
  })

  route('get', '/v1/system/utilization/silos/{silo}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    return ok(siloUtilization(ctx.store, lookupSilo(ctx, ctx.path.silo)))
  })

  // Any user may see their own silo's utilization.
  route('get', '/v1/utilization', ({ store, actor }) =>
    ok({ capacity: quota(store, actor.silo), provisioned: provisioned(store, actor.silo) }),
  )

  route('get', '/v1/system/users', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    return ok(paginate(ctx.query, ctx.store.where('user', (u) => u.siloId === silo.id), identity.user, { sorts: ID_ONLY }))
  })
}
