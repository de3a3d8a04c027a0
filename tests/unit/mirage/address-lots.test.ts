// Rack networking in the mock: address lots and blocks, loopback addresses and
// the allow-list, served as the document shapes them, with Nexus's rules and
// wording (names unique, a lot in use not deleted, addresses reserved from a
// lot, an allow-list that would shut the client out refused).
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { MOCK_CLIENT_ADDRESS } from '../../../mirage/handlers/address-lots'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

const LOTS = '/v1/system/networking/address-lot'
const LOOPBACK = '/v1/system/networking/loopback-address'
const ALLOW = '/v1/system/networking/allow-list'
const invalid = (message: string) => ({ error_code: 'InvalidRequest', message })

const newLot = (name: string, blocks: [string, string][], kind = 'infra') =>
  call('POST', LOTS, {
    name,
    description: 'made by a test',
    kind,
    blocks: blocks.map(([first_address, last_address]) => ({ first_address, last_address })),
  })

const newLoopback = (address: string, mask = 32, extra: Record<string, unknown> = {}) =>
  call('POST', LOOPBACK, {
    rack_id: ids.rack,
    switch_location: 'switch1',
    address,
    mask,
    address_lot: 'initial-infra',
    anycast: false,
    ...extra,
  })

describe('address lots', () => {
  test('the seed: an infra lot and a pool lot with their blocks, as the document shapes them', async () => {
    const list = await call('GET', `${LOTS}?limit=50`)
    expect(responseErrors(LOTS, 'get', 200, list.body)).toEqual([])
    expect(list.body.items.map((l: { name: string; kind: string }) => [l.name, l.kind])).toEqual([
      ['initial-infra', 'infra'],
      ['uplink-pool', 'pool'],
    ])
    const blocks = await call('GET', `${LOTS}/initial-infra/blocks`)
    expect(responseErrors(`${LOTS}/{address_lot}/blocks`, 'get', 200, blocks.body)).toEqual([])
    expect(blocks.body.items).toHaveLength(2)
  })

  test('create with two blocks, list its blocks, delete it', async () => {
    const made = await newLot('edge', [
      ['10.10.0.1', '10.10.0.254'],
      ['fd00:aa::1', 'fd00:aa::ff'],
    ])
    expect(made.status).toBe(201)
    expect(responseErrors(LOTS, 'post', 201, made.body)).toEqual([])
    expect(made.body.lot).toMatchObject({ name: 'edge', kind: 'infra' })
    expect(made.body.blocks).toHaveLength(2)
    const blocks = (await call('GET', `${LOTS}/edge/blocks`)).body.items
    expect(blocks.map((b: { first_address: string }) => b.first_address).sort()).toEqual(['10.10.0.1', 'fd00:aa::1'])
    expect((await call('DELETE', `${LOTS}/edge`)).status).toBe(204)
    expect((await call('GET', `${LOTS}/edge/blocks`)).body).toMatchObject({ error_code: 'ObjectNotFound' })
  })

  test('names are unique; blocks are one family each, first ≤ last (Nexus wording)', async () => {
    expect((await newLot('initial-infra', [['10.1.0.1', '10.1.0.2']])).body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: address-lot "initial-infra"',
    })
    expect((await newLot('mixed', [['10.1.0.1', 'fd00::1']])).body).toMatchObject(
      invalid('Block bounds must be in same address family'),
    )
    expect((await newLot('backwards', [['10.1.0.9', '10.1.0.1']])).body).toMatchObject(
      invalid('Invalid range, first must be <= last'),
    )
    const garbled = await newLot('garbled', [['10.1.0', '10.1.0.1']])
    expect(garbled.status).toBe(400)
    expect(garbled.body.message).toMatch(/^unable to parse JSON body: blocks\[0\]\.first_address/)
  })

  test('a lot in use by a loopback address or switch port settings is not deleted; once they are gone it is', async () => {
    const refused = await call('DELETE', `${LOTS}/initial-infra`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject(invalid('lot is in use'))
    const loopbacks = (await call('GET', LOOPBACK)).body.items
    for (const l of loopbacks) {
      const [address, mask] = l.address.split('/')
      expect((await call('DELETE', `${LOOPBACK}/${l.rack_id}/${l.switch_location}/${address}/${mask}`)).status).toBe(204)
    }
    // The seeded switch port settings hold an address of the lot too (helper "hardware"): still in use.
    expect((await call('DELETE', `${LOTS}/initial-infra`)).body).toMatchObject(invalid('lot is in use'))
    for (const location of ['switch0', 'switch1']) {
      const port = `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${loopbacks[0].rack_id}&switch_location=${location}`
      expect((await call('DELETE', port)).status).toBe(204)
    }
    expect((await call('DELETE', '/v1/system/networking/switch-port-settings?port_settings=default-uplink')).status).toBe(204)
    expect((await call('DELETE', `${LOTS}/initial-infra`)).status).toBe(204)
  })

  test('only fleet admins write', async () => {
    actAs(ids.user.grace) // fleet viewer
    expect((await call('GET', LOTS)).status).toBe(200)
    expect((await newLot('edge', [['10.10.0.1', '10.10.0.2']])).status).toBe(403)
    expect((await call('DELETE', `${LOTS}/uplink-pool`)).status).toBe(403)
    expect((await newLoopback('172.20.15.11')).status).toBe(403)
    expect((await call('PUT', ALLOW, { allowed_ips: { allow: 'any' } })).status).toBe(403)
  })
})

describe('loopback addresses', () => {
  test('add and remove one; the DELETE path names rack, switch, address and mask', async () => {
    const made = await newLoopback('172.20.15.11')
    expect(made.status).toBe(201)
    expect(responseErrors(LOOPBACK, 'post', 201, made.body)).toEqual([])
    expect(made.body).toMatchObject({ address: '172.20.15.11/32', switch_location: 'switch1', rack_id: ids.rack })
    const list = await call('GET', LOOPBACK)
    expect(responseErrors(LOOPBACK, 'get', 200, list.body)).toEqual([])
    expect(list.body.items).toHaveLength(2)
    // The wrong switch finds nothing.
    expect((await call('DELETE', `${LOOPBACK}/${ids.rack}/switch0/172.20.15.11/32`)).status).toBe(404)
    expect((await call('DELETE', `${LOOPBACK}/${ids.rack}/switch1/172.20.15.11/32`)).status).toBe(204)
    expect((await call('GET', LOOPBACK)).body.items).toHaveLength(1)
  })

  test('an address must lie in the lot and be free (anycast ones may share)', async () => {
    expect((await newLoopback('10.99.0.1')).body).toMatchObject(invalid('address not in lot'))
    expect((await newLoopback('172.20.15.10')).body).toMatchObject(invalid('address unavailable'))
    expect((await newLoopback('172.20.15.20', 32, { anycast: true })).status).toBe(201)
    expect((await newLoopback('172.20.15.20', 32, { anycast: true, switch_location: 'switch0' })).status).toBe(201)
    expect((await newLoopback('172.20.15.20', 32, { switch_location: 'switch0' })).body).toMatchObject(
      invalid('address unavailable'),
    )
    expect((await newLoopback('172.20.15.21', 33)).body).toMatchObject(invalid('invalid address'))
    expect((await newLoopback('172.20.15.21', 32, { address_lot: 'nope' })).status).toBe(404)
  })
})

describe('allow-list', () => {
  test('any source to start; a list holding the client is saved; back to any', async () => {
    const start = await call('GET', ALLOW)
    expect(responseErrors(ALLOW, 'get', 200, start.body)).toEqual([])
    expect(start.body.allowed_ips).toEqual({ allow: 'any' })
    const saved = await call('PUT', ALLOW, { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', '192.168.1.0/24'] } })
    expect(saved.status).toBe(200)
    expect(responseErrors(ALLOW, 'put', 200, saved.body)).toEqual([])
    expect((await call('GET', ALLOW)).body.allowed_ips).toEqual({ allow: 'list', ips: ['10.0.0.0/8', '192.168.1.0/24'] })
    expect((await call('PUT', ALLOW, { allowed_ips: { allow: 'any' } })).body.allowed_ips).toEqual({ allow: 'any' })
  })

  test('Nexus refuses a list that shuts out the client, the unspecified address and a /0', async () => {
    expect(MOCK_CLIENT_ADDRESS.startsWith('192.168.1.')).toBe(true)
    expect((await call('PUT', ALLOW, { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8'] } })).body).toMatchObject(
      invalid(
        'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
      ),
    )
    expect(
      (await call('PUT', ALLOW, { allowed_ips: { allow: 'list', ips: ['0.0.0.0/8', '192.168.1.0/24'] } })).body.message,
    ).toMatch(/^Source IP allowlist may not contain the unspecified address/)
    expect((await call('PUT', ALLOW, { allowed_ips: { allow: 'list', ips: ['192.0.0.0/0'] } })).body).toMatchObject(
      invalid('Source IP allowlist entries may not have a netmask of /0.'),
    )
    expect((await call('PUT', ALLOW, { allowed_ips: { allow: 'list', ips: ['10.0.0/8'] } })).status).toBe(400)
  })
})
