// The device authorization grant (RFC 8628) as Nexus runs it: a client asks
// for a code pair, a signed-in user confirms the user code in the browser, and
// the client polls for its token until then.
import type { Row, Store } from '../store'
import { randomHex, randomUserCode } from './random'

/** How long a pending request lives (Nexus: five minutes). */
export const DEVICE_REQUEST_TTL_SECONDS = 300

export function createDeviceRequest(
  store: Store,
  { clientId, ttlSeconds = null }: { clientId: string; ttlSeconds?: number | null },
): Row<'deviceAuthRequest'> {
  const taken = new Set(store.all('deviceAuthRequest').map((r) => r.userCode))
  let userCode = randomUserCode()
  while (taken.has(userCode)) userCode = randomUserCode()
  return store.create('deviceAuthRequest', {
    clientId,
    deviceCode: randomHex(16),
    userCode,
    timeExpires: new Date(Date.now() + DEVICE_REQUEST_TTL_SECONDS * 1000).toISOString(),
    ttlSeconds,
    confirmedUserId: null,
  })
}

export const isExpired = (r: Row<'deviceAuthRequest'>) => Date.parse(r.timeExpires) <= Date.now()

/** Mints the token a confirmed request is good for; the request is used up. */
export function issueDeviceToken(store: Store, request: Row<'deviceAuthRequest'>): Row<'accessToken'> {
  const now = Date.now()
  // A token that asked for no lifetime gets the silo's longest (none: it never expires).
  const siloId = store.find('user', request.confirmedUserId)?.siloId
  const siloMax = store.first('siloAuthSettings', (x) => x.siloId === siloId)?.device_token_max_ttl_seconds ?? null
  const ttl = request.ttlSeconds ?? siloMax
  const token = store.create('accessToken', {
    userId: request.confirmedUserId!,
    token: `oxide-token-${randomHex(20)}`,
    time_created: new Date(now).toISOString(),
    time_expires: ttl ? new Date(now + ttl * 1000).toISOString() : null,
  })
  request.destroy()
  return token
}

/**
 * Device codes of the preview's pretend CLI (no real client polls for them):
 * it is taken to poll the moment its code is confirmed, so the token it gets
 * shows in the user's access tokens.
 */
const pretendDevices = new Set<string>()

export function markPretendDevice(request: Row<'deviceAuthRequest'>): void {
  pretendDevices.add(request.deviceCode)
}

/** After a confirm: the pretend CLI's poll, if the request is one of its. */
export function pollIfPretend(store: Store, request: Row<'deviceAuthRequest'>): void {
  if (!pretendDevices.delete(request.deviceCode)) return
  issueDeviceToken(store, request)
}
