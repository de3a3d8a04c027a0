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
