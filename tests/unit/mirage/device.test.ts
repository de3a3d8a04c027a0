// The device authorization flow (RFC 8628) as Nexus runs it.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { freshDeviceCode } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()
afterEach(() => vi.useRealTimers())

const CLIENT = '5ee1b5c4-2b4a-4a5e-8c1c-0d1e0c1d1e0f'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/

const authorize = () => call('POST', '/device/auth', new URLSearchParams({ client_id: CLIENT }))
const token = (deviceCode: string, client = CLIENT) =>
  call('POST', '/device/token', new URLSearchParams({ grant_type: GRANT, device_code: deviceCode, client_id: client }))
const confirm = (userCode: string) => call('POST', '/device/confirm', { user_code: userCode })

describe('the device flow', () => {
  test('auth → token pending → confirm → token, then the token works', async () => {
    const auth = await authorize()
    expect(auth.status).toBe(200)
    expect(auth.body).toMatchObject({
      device_code: expect.any(String),
      user_code: expect.stringMatching(USER_CODE),
      verification_uri: expect.stringMatching(/\/device\/verify$/),
      expires_in: expect.any(Number),
    })

    const pending = await token(auth.body.device_code)
    expect(pending.status).toBe(400)
    expect(pending.body).toEqual({ error: 'authorization_pending' })

    expect((await confirm(auth.body.user_code)).status).toBe(204)

    const granted = await token(auth.body.device_code)
    expect(granted.status).toBe(200)
    expect(granted.body).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' })

    // The token acts as the user who confirmed, even after that user signs out.
    await call('POST', '/v1/logout')
    const me = await call('GET', '/v1/me', undefined, { authorization: `Bearer ${granted.body.access_token}` })
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(ids.user.ada)
  })

  test('the token is handed out once', async () => {
    const auth = await authorize()
    await confirm(auth.body.user_code)
    expect((await token(auth.body.device_code)).status).toBe(200)
    const again = await token(auth.body.device_code)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('invalid_grant')
  })

  test('the new token is listed among the user’s access tokens', async () => {
    const before = (await call('GET', '/v1/me/access-tokens')).body.items.length
    const auth = await authorize()
    await confirm(auth.body.user_code)
    await token(auth.body.device_code)
    expect((await call('GET', '/v1/me/access-tokens')).body.items).toHaveLength(before + 1)
  })

  test('a code typed in lower case is accepted', async () => {
    const auth = await authorize()
    expect((await confirm(auth.body.user_code.toLowerCase())).status).toBe(204)
  })
})

describe('confirming', () => {
  test('rejects a code no device asked for', async () => {
    const res = await confirm('BCDF-GHJK')
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBe('InvalidRequest')
  })

  test('rejects a code already confirmed', async () => {
    const auth = await authorize()
    await confirm(auth.body.user_code)
    expect((await confirm(auth.body.user_code)).status).toBe(400)
  })

  test('rejects an expired code, and the client is told it expired', async () => {
    const auth = await authorize()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (auth.body.expires_in + 1) * 1000)
    expect((await confirm(auth.body.user_code)).status).toBe(400)
    expect((await token(auth.body.device_code)).body).toEqual({ error: 'expired_token' })
  })

  test('needs a signed-in user', async () => {
    const auth = await authorize()
    await call('POST', '/v1/logout')
    expect((await confirm(auth.body.user_code)).status).toBe(401)
  })

  test('accepts the code the preview dialog shows', async () => {
    expect((await confirm(freshDeviceCode())).status).toBe(204)
  })
})

describe('the token endpoint', () => {
  test('refuses another grant type', async () => {
    const auth = await authorize()
    const res = await call(
      'POST',
      '/device/token',
      new URLSearchParams({ grant_type: 'password', device_code: auth.body.device_code, client_id: CLIENT }),
    )
    expect(res.body).toEqual({ error: 'unsupported_grant_type' })
  })

  test('refuses a device code presented by another client', async () => {
    const auth = await authorize()
    await confirm(auth.body.user_code)
    const res = await token(auth.body.device_code, '11111111-2222-4333-8444-555555555555')
    expect(res.body.error).toBe('invalid_grant')
  })

  test('auth needs a client id', async () => {
    expect((await call('POST', '/device/auth', new URLSearchParams({}))).status).toBe(400)
  })
})
