// The signed-in user's access tokens: the preview's pretend CLI gets one when
// its code is confirmed, and deleting a token signs its device out. Also: the
// seeded SSH keys are keys the console's checker accepts.
import { describe, expect, test } from 'vitest'
import { freshDeviceCode } from '../../../mirage'
import { childId } from '../../../mirage/seed/ids'
import { validateSshPublicKey } from '~/validation'
import { call, withFreshServer } from './helpers'

withFreshServer()

const CLIENT = '5ee1b5c4-2b4a-4a5e-8c1c-0d1e0c1d1e0f'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
const tokenIds = async () => (await call('GET', '/v1/me/access-tokens')).body.items.map((t: { id: string }) => t.id)

describe('access tokens', () => {
  test("confirming the preview dialog's code gives its pretend device a token, listed at once", async () => {
    const before = await tokenIds()
    expect((await call('POST', '/device/confirm', { user_code: freshDeviceCode() })).status).toBe(204)
    const after = await tokenIds()
    expect(after).toHaveLength(before.length + 1)
  })

  test('a real client still polls for its own token: confirming alone mints none', async () => {
    const auth = await call('POST', '/device/auth', new URLSearchParams({ client_id: CLIENT }))
    const before = await tokenIds()
    await call('POST', '/device/confirm', { user_code: auth.body.user_code })
    expect(await tokenIds()).toEqual(before)
    await call('POST', '/device/token', new URLSearchParams({ grant_type: GRANT, device_code: auth.body.device_code, client_id: CLIENT }))
    expect(await tokenIds()).toHaveLength(before.length + 1)
  })

  test('deleting a token drops it from the list and signs its device out', async () => {
    const before = await tokenIds()
    const auth = await call('POST', '/device/auth', new URLSearchParams({ client_id: CLIENT }))
    await call('POST', '/device/confirm', { user_code: auth.body.user_code })
    const granted = await call('POST', '/device/token', new URLSearchParams({ grant_type: GRANT, device_code: auth.body.device_code, client_id: CLIENT }))
    const bearer = { authorization: `Bearer ${granted.body.access_token}` }
    expect((await call('GET', '/v1/me', undefined, bearer)).status).toBe(200)

    const [id] = (await tokenIds()).filter((t: string) => !before.includes(t))
    expect((await call('DELETE', `/v1/me/access-tokens/${id}`)).status).toBe(204)
    expect(await tokenIds()).toEqual(before)
    await call('POST', '/v1/logout')
    expect((await call('GET', '/v1/me', undefined, bearer)).status).toBe(401)
  })

  test("another user's token is not found", async () => {
    const alans = childId('access-token', 'alan-turing', '1')
    expect((await call('DELETE', `/v1/me/access-tokens/${alans}`)).status).toBe(404)
  })
})

describe('seeded SSH keys', () => {
  test('are well-formed OpenSSH public keys', async () => {
    const keys = (await call('GET', '/v1/me/ssh-keys')).body.items as { public_key: string }[]
    expect(keys.length).toBeGreaterThan(0)
    for (const k of keys) expect(validateSshPublicKey(k.public_key)).toBeUndefined()
  })
})
