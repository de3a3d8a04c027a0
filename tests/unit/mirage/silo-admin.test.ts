// An operator's administration of a silo, as Nexus answers it: quotas (and the
// provisioned figures beside them), the silo's policy, and a local-only silo's
// users, whose passwords then sign them in.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

const GiB = 1024 ** 3
const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }
const usersOf = async (silo: string) =>
  (await call('GET', `/v1/system/users?silo=${silo}&limit=100`)).body.items as {
    id: string
    display_name: string
  }[]
const login = (silo: string, username: string, password: string) => call('POST', `/v1/login/${silo}/local`, { username, password })
const newUser = (
  name: string,
  password: Record<string, unknown> = {
    mode: 'password',
    value: 'correct horse',
  },
) =>
  call('POST', '/v1/system/identity-providers/local/users?silo=maze-war', {
    external_id: name,
    password,
  })

describe('silo quotas', () => {
  test('a PUT changes what it names and leaves the rest', async () => {
    const res = await call('PUT', '/v1/system/silos/myriad/quotas', {
      storage: 8 * 1024 * GiB,
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      silo_id: ids.silo.myriad,
      cpus: 64,
      memory: 256 * GiB,
      storage: 8 * 1024 * GiB,
    })
    expect((await call('GET', '/v1/system/silos/myriad/quotas')).body.storage).toBe(8 * 1024 * GiB)
    // Utilization measures against the quota.
    expect((await call('GET', '/v1/system/utilization/silos/myriad')).body.allocated.storage).toBe(8 * 1024 * GiB)
  })

  test('a negative CPU quota is refused with the datastore words; negative bytes are not a ByteCount', async () => {
    const cpus = await call('PUT', '/v1/system/silos/myriad/quotas', {
      cpus: -1,
    })
    expect(cpus.status).toBe(400)
    expect(cpus.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Cannot update silo quota: CPU quota must not be negative',
    })
    const memory = await call('PUT', '/v1/system/silos/myriad/quotas', {
      memory: -1,
    })
    expect(memory.status).toBe(400)
    expect(memory.body.message).toBe('unable to parse JSON body: memory: invalid value: integer `-1`, expected u64')
  })

  test('Nexus takes a quota below what is provisioned (the console is what refuses it)', async () => {
    const res = await call('PUT', '/v1/system/silos/maze-war/quotas', {
      cpus: 0,
      memory: 0,
      storage: 0,
    })
    expect(res.status).toBe(200)
  })

  test('provisioned figures follow instances and disks', async () => {
    const before = (await call('GET', '/v1/system/utilization/silos/maze-war')).body.provisioned
    const disk = await call('POST', '/v1/disks?project=mock-project', {
      name: 'quota-disk',
      description: '',
      size: 3 * GiB,
      disk_source: { type: 'blank', block_size: 4096 },
    })
    expect(disk.status).toBe(201)
    const after = (await call('GET', '/v1/system/utilization/silos/maze-war')).body.provisioned
    expect(after.storage - before.storage).toBe(3 * GiB)
  })

  test('a fleet viewer may read them but not change them', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/system/silos/myriad/quotas')).status).toBe(200)
    const res = await call('PUT', '/v1/system/silos/myriad/quotas', {
      cpus: 1,
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })
})

describe('a silo policy, through the system API', () => {
  test('an operator replaces another silo’s policy', async () => {
    const body = {
      role_assignments: [
        {
          identity_id: ids.user.barbara,
          identity_type: 'silo_user',
          role_name: 'viewer',
        },
      ],
    }
    const res = await call('PUT', '/v1/system/silos/myriad/policy', body)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(body)
    expect((await call('GET', '/v1/system/silos/myriad/policy')).body).toEqual(body)
  })

  test('names only that silo’s users and groups', async () => {
    const body = {
      role_assignments: [
        {
          identity_id: ids.user.ada,
          identity_type: 'silo_user',
          role_name: 'viewer',
        },
      ],
    }
    const res = await call('PUT', '/v1/system/silos/myriad/policy', body)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: silo-user with id "${ids.user.ada}"`)
  })

  test('a fleet viewer cannot change it', async () => {
    actAs(ids.user.grace)
    expect(
      (
        await call('PUT', '/v1/system/silos/myriad/policy', {
          role_assignments: [],
        })
      ).status,
    ).toBe(403)
  })
})

describe('local users', () => {
  test('a user created with a password is listed under its user name and signs in with it', async () => {
    const res = await newUser('new-operator')
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(String),
      display_name: 'new-operator',
      silo_id: ids.silo.mazeWar,
    })
    expect((await usersOf('maze-war')).map((u) => u.display_name)).toContain('new-operator')
    expect((await call('GET', `/v1/system/users/${res.body.id}?silo=maze-war`)).body.display_name).toBe('new-operator')

    expect((await login('maze-war', 'new-operator', 'oxide')).status).toBe(401)
    expect((await login('maze-war', 'new-operator', 'correct horse')).status).toBe(204)
    expect((await call('GET', '/v1/me')).body.id).toBe(res.body.id)
  })

  test('sign-in disallowed until a password is set; a new password replaces the old', async () => {
    const { body: user } = await newUser('locked', {
      mode: 'login_disallowed',
    })
    expect((await login('maze-war', 'locked', '')).status).toBe(401)
    const set = (password: Record<string, unknown>) =>
      call('POST', `/v1/system/identity-providers/local/users/${user.id}/set-password?silo=maze-war`, password)
    expect((await set({ mode: 'password', value: 'first' })).status).toBe(204)
    expect((await set({ mode: 'password', value: 'second' })).status).toBe(204)
    expect((await login('maze-war', 'locked', 'first')).status).toBe(401)
    expect((await login('maze-war', 'locked', 'second')).status).toBe(204)
  })

  test('a seeded user keeps the preview password until one is set', async () => {
    actAs(ids.user.ada)
    const res = await call('POST', `/v1/system/identity-providers/local/users/${ids.user.edsger}/set-password?silo=maze-war`, {
      mode: 'login_disallowed',
    })
    expect(res.status).toBe(204)
    expect((await login('maze-war', 'edsger-dijkstra', 'oxide')).status).toBe(401)
    expect((await login('maze-war', 'alan-turing', 'oxide')).status).toBe(204)
  })

  test('a user name is unique in the silo and must be a UserId', async () => {
    expect((await newUser('alan-turing')).body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: silo-user "alan-turing"',
    })
    const bad = await newUser('Bad Name')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^unable to parse JSON body: external_id: usernames must begin/)
    const noMode = await newUser('x', { value: 'pw' })
    expect(noMode.body.message).toBe('unable to parse JSON body: password: missing field `mode`')
    const long = await newUser('x', {
      mode: 'password',
      value: 'a'.repeat(513),
    })
    expect(long.body.message).toBe('unable to parse JSON body: password.value: the password provided was too long')
  })

  test('a silo that is not local-only has no local identity provider', async () => {
    const res = await call('POST', '/v1/system/identity-providers/local/users?silo=myriad', {
      external_id: 'someone',
      password: { mode: 'login_disallowed' },
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: identity-provider with name "local"')
  })

  test('deleting a user takes their roles with them and they can no longer sign in', async () => {
    const res = await call('DELETE', `/v1/system/identity-providers/local/users/${ids.user.alan}?silo=maze-war`)
    expect(res.status).toBe(204)
    expect((await usersOf('maze-war')).map((u) => u.id)).not.toContain(ids.user.alan)
    const policy = (await call('GET', '/v1/system/silos/maze-war/policy')).body.role_assignments
    expect(policy.map((a: { identity_id: string }) => a.identity_id)).not.toContain(ids.user.alan)
    expect((await login('maze-war', 'alan-turing', 'oxide')).status).toBe(401)
    // Gone is not found.
    const again = await call('DELETE', `/v1/system/identity-providers/local/users/${ids.user.alan}?silo=maze-war`)
    expect(again.body.message).toBe(`not found: silo-user with id "${ids.user.alan}"`)
  })

  test('a fleet viewer cannot manage users; a silo admin can manage their own silo’s', async () => {
    actAs(ids.user.grace)
    expect((await newUser('by-viewer')).body).toMatchObject(forbidden)
    expect((await call('DELETE', `/v1/system/identity-providers/local/users/${ids.user.edsger}?silo=maze-war`)).status).toBe(403)
    actAs(ids.user.ada)
    expect((await newUser('by-admin')).status).toBe(201)
  })
})
