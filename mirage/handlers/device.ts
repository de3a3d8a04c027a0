// The device authorization grant (RFC 8628), as a CLI drives it against Nexus:
// POST /device/auth → codes; the user confirms the user code in the browser
// (POST /device/confirm, signed in); the client polls POST /device/token,
// getting `authorization_pending` until then and a Bearer token after.
import { str } from '../lib/body'
import { createDeviceRequest, DEVICE_REQUEST_TTL_SECONDS, isExpired, issueDeviceToken, pollIfPretend } from '../lib/device'
import { badRequest, invalidRequest } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { noContent, ok, type Route } from '../lib/route'

export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

/** RFC 6749.2 error body (not Nexus's error shape): what OAuth clients parse. */
const oauthError = (error: string, description?: string) => ({
  status: 400,
  body: description ? { error, error_description: description } : { error },
})

export function deviceRoutes(route: Route) {
  route(
    'post',
    '/device/auth',
    ({ store, form }) => {
      const params = form()
      const clientId = params.get('client_id')
      if (!clientId || !isUuid(clientId)) throw badRequest('unable to parse URL-encoded body: client_id: UUID parsing failed')
      const ttlRaw = params.get('ttl_seconds')
      const ttl = ttlRaw ? Number(ttlRaw) : null
      if (ttl !== null && !(Number.isInteger(ttl) && ttl >= 1)) {
        throw badRequest('unable to parse URL-encoded body: ttl_seconds: invalid value, expected a positive integer')
      }
      const request = createDeviceRequest(store, { clientId, ttlSeconds: ttl })
      const verify = `${globalThis.location?.origin ?? ''}/device/verify`
      return ok({
        device_code: request.deviceCode,
        user_code: request.userCode,
        verification_uri: verify,
        verification_uri_complete: `${verify}?user_code=${request.userCode}`,
        expires_in: DEVICE_REQUEST_TTL_SECONDS,
      })
    },
    { public: true },
  )

  route('post', '/device/confirm', ({ store, actor, json }) => {
    const code = str(json(), 'user_code').toUpperCase()
    const request = store.first('deviceAuthRequest', (r) => r.userCode === code)
    if (!request || request.confirmedUserId || isExpired(request)) throw invalidRequest('invalid user code')
    request.update({ confirmedUserId: actor.user.id })
    pollIfPretend(store, request)
    return noContent()
  })

  route(
    'post',
    '/device/token',
    ({ store, form }) => {
      const params = form()
      if (params.get('grant_type') !== DEVICE_GRANT_TYPE) return oauthError('unsupported_grant_type')
      const request = store.first('deviceAuthRequest', (r) => r.deviceCode === params.get('device_code'))
      if (!request || request.clientId !== params.get('client_id')) return oauthError('invalid_grant', 'unknown device code')
      if (isExpired(request)) {
        request.destroy()
        return oauthError('expired_token')
      }
      if (!request.confirmedUserId) return oauthError('authorization_pending')
      // A device code is good for one token.
      const token = issueDeviceToken(store, request)
      return ok({ access_token: token.token, token_type: 'Bearer', time_expires: token.time_expires ?? null })
    },
    { public: true },
  )
}
