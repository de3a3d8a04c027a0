// The target release and the sled writes, as the update page and the inventory
// use them: a new target is a new generation; Nexus refuses an older version
// and one whose repository is not uploaded; only a fleet admin sets it. A sled's
// provision policy flips (fleet admin), and a sled the rack sees leaves the
// uninitialized list when added and is then one of the sleds.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { sledId } from '../../../mirage/seed/hardware'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

const TARGET = '/v1/system/update/target-release'
const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }

describe('the target release', () => {
  test('seeded at 15.0.0, generation 2; setting 16.0.0 makes generation 3, which the next GET reads', async () => {
    const before = await call('GET', TARGET)
    expect(before.body).toMatchObject({ generation: 2, release_source: { type: 'system_version', version: '15.0.0' } })
    const set = await call('PUT', TARGET, { system_version: '16.0.0' })
    expect(set.status).toBe(201)
    expect(set.body).toMatchObject({ generation: 3, release_source: { type: 'system_version', version: '16.0.0' } })
    expect(Date.parse(set.body.time_requested)).toBeGreaterThan(Date.parse(before.body.time_requested))
    expect((await call('GET', TARGET)).body).toEqual(set.body)
  })

  test('the same version again is a new generation, as Nexus allows', async () => {
    expect((await call('PUT', TARGET, { system_version: '15.0.0' })).body.generation).toBe(3)
  })

  test('an older version is refused with Nexus’s sentence, and nothing changes', async () => {
    const res = await call('PUT', TARGET, { system_version: '14.0.0' })
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBeUndefined()
    expect(res.body.message).toBe(
      'The requested target system release (14.0.0) is older than the current target system release (15.0.0). This is not supported.',
    )
    // A pre-release of the current version comes before it.
    expect((await call('PUT', TARGET, { system_version: '15.0.0-rc.1' })).status).toBe(400)
    expect((await call('GET', TARGET)).body.generation).toBe(2)
  })

  test('a version whose repository is not uploaded is not found', async () => {
    const res = await call('PUT', TARGET, { system_version: '17.0.0' })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error_code: 'ObjectNotFound', message: 'not found: tuf-repo with id "17.0.0"' })
  })

  test('a fleet viewer reads it but may not set it; a user with no fleet role may do neither', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', TARGET)).status).toBe(200)
    const res = await call('PUT', TARGET, { system_version: '16.0.0' })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
    expect((await call('GET', TARGET)).body.generation).toBe(2)
    actAs(ids.user.alan)
    expect((await call('GET', TARGET)).status).toBe(403)
    expect((await call('PUT', TARGET, { system_version: '16.0.0' })).status).toBe(403)
  })
})

describe('a sled’s provision policy', () => {
  const sled = sledId('BRM42220014')
  const url = `/v1/system/hardware/sleds/${sled}/provision-policy`

  test('flips, answers old and new, and the sled reads the new one', async () => {
    const res = await call('PUT', url, { state: 'non_provisionable' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
    const read = await call('GET', `/v1/system/hardware/sleds/${sled}`)
    expect(read.body.policy).toEqual({ kind: 'in_service', provision_policy: 'non_provisionable' })
    expect((await call('PUT', url, { state: 'provisionable' })).body).toEqual({
      old_state: 'non_provisionable',
      new_state: 'provisionable',
    })
  })

  test('an unknown policy is a 400; a fleet viewer gets 403 and nothing changes', async () => {
    expect((await call('PUT', url, { state: 'maybe' })).status).toBe(400)
    actAs(ids.user.grace)
    const res = await call('PUT', url, { state: 'non_provisionable' })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
    expect((await call('GET', `/v1/system/hardware/sleds/${sled}`)).body.policy.provision_policy).toBe('provisionable')
  })
})

describe('uninitialized sleds', () => {
  type Seen = { baseboard: { serial: string } }
  type Listed = { id: string; baseboard: { serial: string } }
  const seen = async () => (await call('GET', '/v1/system/hardware/sleds-uninitialized')).body.items as Seen[]
  const sleds = async () => (await call('GET', '/v1/system/hardware/sleds')).body.items as Listed[]

  test('two are seeded, in the rack, with their cubbies', async () => {
    const items = (await call('GET', '/v1/system/hardware/sleds-uninitialized')).body.items
    expect(items).toEqual([
      { baseboard: { part: '913-0000019', serial: 'BRM42220063', revision: 6 }, cubby: 14, rack_id: ids.rack },
      { baseboard: { part: '913-0000019', serial: 'BRM42220071', revision: 6 }, cubby: 15, rack_id: ids.rack },
    ])
  })

  test('adding one takes it off the list and makes it a provisionable, active sled', async () => {
    const res = await call('POST', '/v1/system/hardware/sleds', { part: '913-0000019', serial: 'BRM42220063' })
    expect(res.status).toBe(201)
    expect((await seen()).map((s) => s.baseboard.serial)).toEqual(['BRM42220071'])
    const added = (await sleds()).find((s) => s.id === res.body.id)
    expect(added).toMatchObject({
      baseboard: { serial: 'BRM42220063' },
      rack_id: ids.rack,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
    })
    // Adding it again: it is a sled already.
    const again = await call('POST', '/v1/system/hardware/sleds', { part: '913-0000019', serial: 'BRM42220063' })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: `already exists: sled "BRM42220063 (913-0000019): ${res.body.id}"`,
    })
  })

  test('a baseboard the rack does not see is not found', async () => {
    const res = await call('POST', '/v1/system/hardware/sleds', { part: '913-0000019', serial: 'NOPE' })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(
      'not found: sled with id "BaseboardId { part_number: "913-0000019", serial_number: "NOPE" }"',
    )
  })

  test('a fleet viewer lists them but may not add one', async () => {
    actAs(ids.user.grace)
    expect(await seen()).toHaveLength(2)
    const res = await call('POST', '/v1/system/hardware/sleds', { part: '913-0000019', serial: 'BRM42220063' })
    expect(res.status).toBe(403)
    expect(await seen()).toHaveLength(2)
  })
})
