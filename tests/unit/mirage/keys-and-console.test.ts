// The signed-in user's SSH keys, the keys an instance was given, and the
// serial console's history.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer({ transitionMs: 'manual' })

const P = '?project=mock-project'
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBsmqhmqSnl5bD9RfYyzqzYh5uCjfSE3D2UMLZ4dGsZc ada@laptop'

describe('SSH keys', () => {
  test('are added to the signed-in user', async () => {
    const res = await call('POST', '/v1/me/ssh-keys', { name: 'laptop', description: 'mine', public_key: KEY })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'laptop', public_key: KEY, silo_user_id: ids.user.ada })
    expect((await call('GET', '/v1/me/ssh-keys/laptop')).body.id).toBe(res.body.id)
  })

  test('a taken name, a missing key and a malformed key are refused', async () => {
    const taken = await call('POST', '/v1/me/ssh-keys', { name: 'mac-mini', description: '', public_key: KEY })
    expect(taken.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: ssh-key "mac-mini"' })
    const missing = await call('POST', '/v1/me/ssh-keys', { name: 'x', description: '' })
    expect(missing.body.message).toBe('unable to parse JSON body: missing field `public_key`')
    const bad = await call('POST', '/v1/me/ssh-keys', { name: 'x', description: '', public_key: 'hello' })
    expect(bad.body).toMatchObject({ error_code: 'InvalidValue' })
  })

  test("names are per user: another user's key name is free", async () => {
    actAs(ids.user.alan)
    expect((await call('POST', '/v1/me/ssh-keys', { name: 'mac-mini', description: '', public_key: KEY })).status).toBe(201)
  })

  test('are deleted; the instances given the key stop listing it', async () => {
    const keys = async () =>
      (await call('GET', `/v1/instances/db1/ssh-public-keys${P}`)).body.items.map((k: { name: string }) => k.name)
    expect(await keys()).toEqual(['m1-macbook-pro', 'mac-mini'])
    expect((await call('DELETE', '/v1/me/ssh-keys/mac-mini')).status).toBe(204)
    expect((await call('GET', '/v1/me/ssh-keys/mac-mini')).status).toBe(404)
    expect(await keys()).toEqual(['m1-macbook-pro'])
  })

  test("another user's key is not found", async () => {
    expect((await call('DELETE', '/v1/me/ssh-keys/grace-desktop')).status).toBe(404)
  })
})

describe('serial console history', () => {
  const history = (instance: string, query: string) => call('GET', `/v1/instances/${instance}/serial-console${P}&${query}`)
  const text = (data: number[]) => new TextDecoder().decode(new Uint8Array(data))

  test('from the start: the boot log, ending at the login prompt', async () => {
    const res = await history('db1', 'from_start=0')
    expect(res.status).toBe(200)
    const log = text(res.body.data)
    expect(log).toContain('Linux version')
    expect(log.endsWith('db1 login: ')).toBe(true)
    expect(res.body.last_byte_offset).toBe(res.body.data.length)
  })

  test('the most recent bytes, and at most max_bytes', async () => {
    const all = (await history('db1', 'from_start=0')).body.data as number[]
    const recent = await history('db1', 'most_recent=11')
    expect(text(recent.body.data)).toBe('db1 login: ')
    expect(recent.body.last_byte_offset).toBe(all.length)
    const some = await history('db1', 'from_start=10&max_bytes=5')
    expect(some.body.data).toEqual(all.slice(10, 15))
    expect(some.body.last_byte_offset).toBe(15)
  })

  test('names the OS of the image the boot disk came from', async () => {
    expect(text((await history('db1', 'from_start=0')).body.data)).toContain('Ubuntu 24.04')
  })

  test.each(['analytics', 'cache-1', 'broken'])('%s has no console to read', async (instance) => {
    const res = await history(instance, 'from_start=0')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^instance is \w+ and has no active serial console server$/)
  })

  test('exactly one of from_start and most_recent', async () => {
    expect((await call('GET', `/v1/instances/db1/serial-console${P}`)).status).toBe(400)
    expect((await history('db1', 'from_start=0&most_recent=5')).status).toBe(400)
  })

  test('a viewer may not read it', async () => {
    actAs(ids.user.katherine)
    expect((await history('db1', 'from_start=0')).status).toBe(403)
  })
})
