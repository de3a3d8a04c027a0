// The silo's certificates and auth settings, with Nexus's rules and texts.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { expiredCert, TEST_CERT, TEST_KEY } from '../tls-fixtures'
import { call, withFreshServer } from './helpers'

withFreshServer()

const create = (over: Record<string, unknown> = {}) =>
  call('POST', '/v1/certificates', { name: 'web', description: 'made in a test', cert: TEST_CERT, key: TEST_KEY, service: 'external_api', ...over })
const invalid = (label: string, message: string) => ({ error_code: 'InvalidValue', message: `unsupported value for "${label}": ${message}` })

describe('certificates', () => {
  test('a silo admin adds one; it is listed and viewed without its key, then deleted', async () => {
    const res = await create()
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'web', service: 'external_api', cert: TEST_CERT })
    expect(res.body).not.toHaveProperty('key')
    const list = await call('GET', '/v1/certificates')
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['maze-war-tls', 'web'])
    expect((await call('GET', `/v1/certificates/${res.body.id}`)).body.name).toBe('web')
    expect((await call('DELETE', '/v1/certificates/web')).status).toBe(204)
    expect((await call('GET', '/v1/certificates/web')).body).toMatchObject({ error_code: 'ObjectNotFound', message: 'not found: certificate with name "web"' })
  })

  test('garbage is refused with Nexus’s message, naming the part', async () => {
    expect((await create({ cert: 'garbage' })).body).toMatchObject(invalid('certificate', 'Failed to parse certificate'))
    expect((await create({ cert: '' })).body).toMatchObject(invalid('certificate', 'Certificate exists, but is empty'))
    expect((await create({ cert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----' })).body).toMatchObject(
      invalid('certificate', 'Failed to parse certificate'),
    )
    expect((await create({ cert: TEST_KEY })).body).toMatchObject(invalid('certificate', 'Failed to parse certificate'))
    expect((await create({ cert: expiredCert() })).body).toMatchObject(invalid('certificate', 'Certificate exists, but is expired'))
    expect((await create({ key: 'garbage' })).body).toMatchObject(invalid('private-key', 'Failed to parse private key'))
    expect((await create({ key: TEST_CERT })).body).toMatchObject(invalid('private-key', 'Failed to parse private key'))
    expect((await create({ service: 'web' })).status).toBe(400)
  })

  test('a name is unique in the silo', async () => {
    const res = await create({ name: 'maze-war-tls' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: certificate "maze-war-tls"' })
  })

  test('a silo collaborator may not list, add or delete them: 403', async () => {
    actAs(ids.user.alan)
    const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }
    expect((await call('GET', '/v1/certificates')).status).toBe(403)
    const res = await create()
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
    expect((await call('DELETE', '/v1/certificates/maze-war-tls')).status).toBe(403)
  })

  test('each silo has its own: another silo’s admin sees none of maze-war’s', async () => {
    actAs(ids.user.claude)
    expect((await call('GET', '/v1/certificates')).body.items).toEqual([])
    expect((await call('GET', '/v1/certificates/maze-war-tls')).status).toBe(404)
  })
})

describe('auth settings', () => {
  test('read by any user of the silo; none set is no limit', async () => {
    actAs(ids.user.margaret)
    expect((await call('GET', '/v1/auth-settings')).body).toEqual({ silo_id: ids.silo.mazeWar, device_token_max_ttl_seconds: null })
  })

  test('a silo admin sets and clears the device token lifetime', async () => {
    expect((await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 86_400 })).body.device_token_max_ttl_seconds).toBe(86_400)
    expect((await call('GET', '/v1/auth-settings')).body.device_token_max_ttl_seconds).toBe(86_400)
    expect((await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: null })).body.device_token_max_ttl_seconds).toBeNull()
  })

  test('refuses 0, a missing field, and anyone but a silo admin', async () => {
    expect((await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 0 })).status).toBe(400)
    expect((await call('PUT', '/v1/auth-settings', {})).status).toBe(400)
    actAs(ids.user.alan)
    expect((await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 60 })).status).toBe(403)
  })

  test('each silo has its own (myriad’s is a week)', async () => {
    actAs(ids.user.claude)
    expect((await call('GET', '/v1/auth-settings')).body).toEqual({ silo_id: ids.silo.myriad, device_token_max_ttl_seconds: 604_800 })
  })
})

describe('the device token lifetime applies to new device tokens', () => {
  async function deviceToken(ttl?: number) {
    const auth = await call('POST', '/device/auth', new URLSearchParams({ client_id: '6e8e3c2a-0000-4000-8000-000000000001', ...(ttl ? { ttl_seconds: String(ttl) } : {}) }))
    expect((await call('POST', '/device/confirm', { user_code: auth.body.user_code })).status).toBe(204)
    const token = await call('POST', '/device/token', new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: auth.body.device_code,
      client_id: '6e8e3c2a-0000-4000-8000-000000000001',
    }))
    return token.body.time_expires as string | null
  }

  test('without a limit a token never expires; with one, a token that asked for no lifetime gets it', async () => {
    expect(await deviceToken()).toBeNull()
    await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 3600 })
    const expires = Date.parse((await deviceToken())!)
    expect(Math.abs(expires - (Date.now() + 3600_000))).toBeLessThan(60_000)
    const asked = Date.parse((await deviceToken(600))!)
    expect(Math.abs(asked - (Date.now() + 600_000))).toBeLessThan(60_000)
  })
})
