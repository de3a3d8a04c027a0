// An operator's administration of one silo: its quotas, its policy and its
// local users (reads of the silo, its quotas and users are in system.ts).
// As in Nexus: quotas and the policy take "modify" on the silo (its admin,
// or a fleet collaborator); local users take admin on the silo or the fleet.
import { requireSiloModify } from '../lib/authz'
import { badRequest, invalidRequest } from '../lib/errors'
import { lookupSilo, requiredQuery } from '../lib/lookup'
import {
  createLocalUser,
  deleteLocalUser,
  lookupSiloUser,
  parsePassword,
  parseUserCreate,
  requireLocalProvider,
  requireUserAdmin,
  setPassword,
} from '../lib/local-users'
import { parsePolicy, replacePolicy } from '../lib/policy'
import { created, noContent, ok, type Route } from '../lib/route'
import * as identity from '../serializers/identity'
import * as system from '../serializers/system'

const bodyError = (detail: string) => badRequest(`unable to parse JSON body: ${detail}`)

/** An optional, nullable integer of the quota update: `cpus` is an i64, memory and storage are ByteCounts (u64). */
function optCount(body: Record<string, unknown>, key: 'cpus' | 'memory' | 'storage'): number | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  const expected = key === 'cpus' ? 'i64' : 'u64'
  if (typeof v !== 'number' || !Number.isInteger(v)) throw bodyError(`${key}: invalid type: ${JSON.stringify(v)}, expected ${expected}`)
  if (key !== 'cpus' && v < 0) throw bodyError(`${key}: invalid value: integer \`${v}\`, expected u64`)
  return v
}

/** Nexus's quota check constraints, as the datastore words a violation. */
const NEGATIVE = {
  cpus: 'CPU quota must not be negative',
  memory: 'Memory quota must not be negative',
  storage: 'Storage quota must not be negative',
}

export function siloAdminRoutes(route: Route) {
  route('put', '/v1/system/silos/{silo}/quotas', (ctx) => {
    const body = ctx.json()
    const update = {
      cpus: optCount(body, 'cpus'),
      memory: optCount(body, 'memory'),
      storage: optCount(body, 'storage'),
    }
    const silo = lookupSilo(ctx, ctx.path.silo)
    requireSiloModify(ctx.store, ctx.actor, silo)
    for (const key of ['cpus', 'memory', 'storage'] as const) {
      const v = update[key]
      if (v !== undefined && v < 0) throw invalidRequest(`Cannot update silo quota: ${NEGATIVE[key]}`)
    }
    const quotas = ctx.store.first('siloQuota', (q) => q.siloId === silo.id)!
    // An omitted value is not updated (SiloQuotasUpdate). Nexus does not compare a quota with what is provisioned.
    quotas.update(Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)))
    return ok(system.siloQuotas(quotas))
  })

  route('put', '/v1/system/silos/{silo}/policy', (ctx) => {
    const assignments = parsePolicy(ctx.json())
    const silo = lookupSilo(ctx, ctx.path.silo)
    requireSiloModify(ctx.store, ctx.actor, silo)
    replacePolicy(ctx.store, 'silo', silo.id, assignments)
    return ok(identity.policy(ctx.store, 'silo', silo.id))
  })

  route('get', '/v1/system/users/{user_id}', (ctx) => {
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    return ok(identity.user(lookupSiloUser(ctx.store, silo, ctx.path.user_id)))
  })

  route('post', '/v1/system/identity-providers/local/users', (ctx) => {
    const params = parseUserCreate(ctx.json())
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    requireLocalProvider(silo)
    requireUserAdmin(ctx.store, ctx.actor, silo)
    return created(identity.user(createLocalUser(ctx.store, silo, params.externalId, params.password)))
  })

  route('post', '/v1/system/identity-providers/local/users/{user_id}/set-password', (ctx) => {
    const password = parsePassword(ctx.json(), '')
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    requireLocalProvider(silo)
    const user = lookupSiloUser(ctx.store, silo, ctx.path.user_id)
    requireUserAdmin(ctx.store, ctx.actor, silo)
    setPassword(user, password)
    return noContent()
  })

  route('delete', '/v1/system/identity-providers/local/users/{user_id}', (ctx) => {
    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    requireLocalProvider(silo)
    const user = lookupSiloUser(ctx.store, silo, ctx.path.user_id)
    requireUserAdmin(ctx.store, ctx.actor, silo)
    deleteLocalUser(ctx.store, user)
    return noContent()
  })
}
