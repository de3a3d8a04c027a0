// The signed-in user's silo's auth settings: any user of the silo reads them
// (Nexus: read on the silo); changing them takes modify on the silo (silo
// admin, or a fleet collaborator), else 403.
import { requireSiloModify } from '../lib/authz'
import { badRequest } from '../lib/errors'
import { ok, type Route } from '../lib/route'
import * as certs from '../serializers/certificates'

/** Nexus's `Nullable<NonZeroU32>`: the key is required, null clears it. */
function maxTtl(body: Record<string, unknown>): number | null {
  if (!('device_token_max_ttl_seconds' in body)) throw badRequest('unable to parse JSON body: missing field `device_token_max_ttl_seconds`')
  const v = body.device_token_max_ttl_seconds
  if (v === null) return null
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 4_294_967_295) {
    throw badRequest(`unable to parse JSON body: device_token_max_ttl_seconds: invalid value: ${JSON.stringify(v)}, expected u32`)
  }
  if (v === 0) throw badRequest('unable to parse JSON body: device_token_max_ttl_seconds: invalid value: integer `0`, expected a nonzero u32')
  return v
}

export function authSettingsRoutes(route: Route) {
  route('get', '/v1/auth-settings', ({ store, actor }) => {
    const siloId = actor.silo.id
    return ok(certs.authSettings(siloId, store.first('siloAuthSettings', (s) => s.siloId === siloId)))
  })

  route('put', '/v1/auth-settings', ({ store, actor, json }) => {
    requireSiloModify(store, actor, actor.silo)
    const ttl = maxTtl(json())
    const siloId = actor.silo.id
    const row = store.first('siloAuthSettings', (s) => s.siloId === siloId)
    if (row) row.update({ device_token_max_ttl_seconds: ttl })
    else store.create('siloAuthSettings', { siloId, device_token_max_ttl_seconds: ttl })
    return ok(certs.authSettings(siloId, store.first('siloAuthSettings', (s) => s.siloId === siloId)))
  })
}
