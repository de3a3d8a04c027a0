// BGP and BFD in the mock: configs, announce sets and their announcements, the
// peers' status (states that move with the clock), routes and message history,
// and BFD sessions — served as the document shapes them, with Nexus's rules
// and wording (one config per ASN, names unique, a set or config in use not
// deleted, the ASN a u32).
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { BFD_DOWN_MS, BFD_INIT_MS, peerStateAt } from '../../../mirage/lib/bgp'
import { addressLotBlockId } from '../../../mirage/seed/address-lots'
import { BGP_SEED } from '../../../mirage/seed/bgp'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

const NET = '/v1/system/networking'
const SETS = `${NET}/bgp-announce-set`
const CONFIGS = `${NET}/bgp`

const putSet = (name: string, announcement: { address_lot_block: string; network: string }[], description = 'made by a test') =>
  call('PUT', SETS, { name, description, announcement })

const newConfig = (name: string, asn: number, set: string = BGP_SEED.announceSet, vrf: string | null = null) =>
  call('POST', CONFIGS, { name, description: 'made by a test', asn, bgp_announce_set_id: set, vrf })

describe('announce sets', () => {
  test('the seed: one set with its announcements, document-valid', async () => {
    const list = await call('GET', `${SETS}?limit=50`)
    expect(list.status).toBe(200)
    expect(responseErrors(SETS, 'get', 200, list.body)).toEqual([])
    expect(list.body.map((s: { name: string }) => s.name)).toEqual([BGP_SEED.announceSet])
    const items = await call('GET', `${SETS}/${BGP_SEED.announceSet}/announcement`)
    expect(responseErrors(`${SETS}/{announce_set}/announcement`, 'get', 200, items.body)).toEqual([])
    expect(items.body.map((a: { network: string }) => a.network)).toEqual(['198.51.100.0/24', '198.51.100.0/25'])
    expect(items.body[0].address_lot_block_id).toBe(addressLotBlockId('uplink-pool', 0))
  })

  test('PUT makes a set, then replaces its announcements (its description stays, as in Nexus)', async () => {
    const block = addressLotBlockId('uplink-pool', 0)
    const made = await putSet('edge', [{ address_lot_block: block, network: '198.51.100.128/25' }])
    expect(made.status).toBe(200)
    expect(responseErrors(SETS, 'put', 200, made.body)).toEqual([])
    // A lot's name stands for its block that holds the network.
    const again = await putSet(
      'edge',
      [
        { address_lot_block: 'uplink-pool', network: '198.51.100.0/26' },
        { address_lot_block: block, network: '198.51.100.64/26' },
      ],
      'changed',
    )
    expect(again.body).toMatchObject({ id: made.body.id, description: 'made by a test' })
    const items = (await call('GET', `${SETS}/edge/announcement`)).body
    expect(items.map((a: { network: string; address_lot_block_id: string }) => [a.network, a.address_lot_block_id])).toEqual([
      ['198.51.100.0/26', block],
      ['198.51.100.64/26', block],
    ])
  })

  test('refusals: a bad network, a lot that does not hold it, an unknown lot', async () => {
    const bad = await putSet('edge', [{ address_lot_block: 'uplink-pool', network: '198.51.100.0/33' }])
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^unable to parse JSON body: announcement\[0\]\.network/)
    expect((await putSet('edge', [{ address_lot_block: 'uplink-pool', network: '10.0.0.0/8' }])).body).toMatchObject({
      error_code: 'InvalidRequest',
    })
    expect((await putSet('edge', [{ address_lot_block: 'nope', network: '10.0.0.0/8' }])).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: address-lot with name "nope"',
    })
  })

  test('a set a config uses is not deleted ("announce set in use"); unused, it goes with its announcements', async () => {
    expect((await call('DELETE', `${SETS}/${BGP_SEED.announceSet}`)).body).toMatchObject({
      error_code: 'Conflict',
      message: 'announce set in use',
    })
    await putSet('spare', [{ address_lot_block: 'uplink-pool', network: '198.51.100.0/24' }])
    expect((await call('DELETE', `${SETS}/spare`)).status).toBe(204)
    expect((await call('GET', `${SETS}/spare/announcement`)).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: bgp-announce-set with name "spare"',
    })
  })
})

describe('BGP configs', () => {
  test('the seed, create (idempotent), delete', async () => {
    const list = await call('GET', `${CONFIGS}?limit=50`)
    expect(responseErrors(CONFIGS, 'get', 200, list.body)).toEqual([])
    expect(list.body.items).toMatchObject([{ name: BGP_SEED.config, asn: BGP_SEED.asn, vrf: null }])
    const made = await newConfig('edge', 64512, BGP_SEED.announceSet, 'red')
    expect(made.status).toBe(201)
    expect(responseErrors(CONFIGS, 'post', 201, made.body)).toEqual([])
    expect(made.body).toMatchObject({ name: 'edge', asn: 64512, vrf: 'red' })
    // The same config again is the one there.
    expect((await newConfig('edge', 64512, BGP_SEED.announceSet, 'red')).body.id).toBe(made.body.id)
    expect((await call('DELETE', `${CONFIGS}?name_or_id=edge`)).status).toBe(204)
    expect((await call('DELETE', `${CONFIGS}?name_or_id=edge`)).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: bgp-config with name "edge"',
    })
  })

  test('refusals: one config per ASN, unique names, the ASN a u32, a known set, a config in use', async () => {
    expect((await newConfig('other', BGP_SEED.asn)).body).toMatchObject({
      error_code: 'Conflict',
      message: 'cannot have more than one configuration per ASN',
    })
    expect((await newConfig(BGP_SEED.config, 64999)).body).toMatchObject({
      error_code: 'Conflict',
      message: 'a field that must be unique conflicts with an existing record',
    })
    const big = await newConfig('big', 4_294_967_296)
    expect(big.status).toBe(400)
    expect(big.body.message).toBe('unable to parse JSON body: asn: invalid value: integer `4294967296`, expected u32')
    expect((await newConfig('lost', 64998, 'no-such-set')).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: bgp-announce-set with name "no-such-set"',
    })
    expect((await call('DELETE', `${CONFIGS}?name_or_id=${BGP_SEED.config}`)).body).toMatchObject({
      error_code: 'Conflict',
      message: 'BGP Config is in use and cannot be deleted',
    })
  })
})

describe('BGP status, routes and history', () => {
  test('two peers, their states moving with the clock, document-valid', async () => {
    const status = await call('GET', `${NET}/bgp-status`)
    expect(responseErrors(`${NET}/bgp-status`, 'get', 200, status.body)).toEqual([])
    expect(status.body.map((p: { addr: string; switch: string; state: string; local_asn: number }) => [p.addr, p.switch, p.state, p.local_asn])).toEqual([
      [BGP_SEED.peers.switch0, 'switch0', 'established', BGP_SEED.asn],
      [BGP_SEED.peers.switch1, 'switch1', 'connect', BGP_SEED.asn],
    ])
    expect(status.body[0].state_duration_millis).toBeGreaterThan(3 * 86_400_000)
  })

  test('a peer walks its phases, then its cycle (established, idle, connect)', () => {
    const peer = { began: 0, phases: [['connect', 10]], cycle: [['established', 100], ['idle', 20], ['connect', 30]] } as const
    const at = (t: number) => peerStateAt({ began: 0, phases: [...peer.phases], cycle: [...peer.cycle] } as never, t)
    expect(at(5)).toEqual({ state: 'connect', durationMs: 5 })
    expect(at(10)).toEqual({ state: 'established', durationMs: 0 })
    expect(at(115)).toEqual({ state: 'idle', durationMs: 5 })
    expect(at(135)).toEqual({ state: 'connect', durationMs: 5 })
    expect(at(165)).toEqual({ state: 'established', durationMs: 5 })
  })

  test('routes of established peers, exports, history, document-valid; asn is required and a u32', async () => {
    const routes = await call('GET', `${NET}/bgp-routes-ipv4?asn=${BGP_SEED.asn}`)
    expect(responseErrors(`${NET}/bgp-routes-ipv4`, 'get', 200, routes.body)).toEqual([])
    // switch1's peer is still connecting: only switch0's routes are in.
    expect(routes.body.map((r: { prefix: string; nexthop: string }) => [r.prefix, r.nexthop])).toEqual([
      ['0.0.0.0/0', BGP_SEED.peers.switch0],
      ['203.0.113.0/24', BGP_SEED.peers.switch0],
    ])
    const exported = await call('GET', `${NET}/bgp-exported`)
    expect(responseErrors(`${NET}/bgp-exported`, 'get', 200, exported.body)).toEqual([])
    expect(exported.body.exports[BGP_SEED.peers.switch0]).toEqual(['198.51.100.0/24', '198.51.100.0/25'])
    const history = await call('GET', `${NET}/bgp-message-history?asn=${BGP_SEED.asn}`)
    expect(responseErrors(`${NET}/bgp-message-history`, 'get', 200, history.body)).toEqual([])
    expect(history.body.switch_histories.map((h: { switch: string }) => h.switch)).toEqual(['switch0', 'switch1'])
    expect(history.body.switch_histories[0].history[BGP_SEED.peers.switch0].received.length).toBeGreaterThan(0)
    expect((await call('GET', `${NET}/bgp-routes-ipv4?asn=1`)).body).toEqual([])
    expect((await call('GET', `${NET}/bgp-routes-ipv4`)).body).toMatchObject({
      message: 'unable to parse query string: missing field `asn`',
    })
    expect((await call('GET', `${NET}/bgp-routes-ipv4?asn=x`)).status).toBe(400)
  })
})

describe('BFD', () => {
  const SESSION = { remote: '10.0.0.9', local: null, switch: 'switch1', mode: 'multi_hop', detection_threshold: 3, required_rx: 300000 }

  test('sessions, enable (down, init, up), disable', async () => {
    const list = await call('GET', `${NET}/bfd-status`)
    expect(responseErrors(`${NET}/bfd-status`, 'get', 200, list.body)).toEqual([])
    expect(list.body).toHaveLength(2)
    expect((await call('POST', `${NET}/bfd-enable`, SESSION)).status).toBe(204)
    const made = (await call('GET', `${NET}/bfd-status`)).body.find((s: { peer: string }) => s.peer === '10.0.0.9')
    expect(made).toMatchObject({ switch: 'switch1', mode: 'multi_hop', state: 'down', local: null })
    expect(BFD_DOWN_MS + BFD_INIT_MS).toBeLessThan(10_000)
    expect((await call('POST', `${NET}/bfd-disable`, { remote: '10.0.0.9', switch: 'switch1' })).status).toBe(204)
    expect((await call('GET', `${NET}/bfd-status`)).body).toHaveLength(2)
  })

  test('refusals: an unknown switch, mixed families, a bad threshold, a session that is not there', async () => {
    expect((await call('POST', `${NET}/bfd-enable`, { ...SESSION, switch: 'switch7' })).body).toMatchObject({
      error_code: 'InvalidRequest',
    })
    expect((await call('POST', `${NET}/bfd-enable`, { ...SESSION, local: 'fd00::1' })).body).toMatchObject({
      error_code: 'InvalidRequest',
    })
    expect((await call('POST', `${NET}/bfd-enable`, { ...SESSION, detection_threshold: 300 })).status).toBe(400)
    expect((await call('POST', `${NET}/bfd-disable`, { remote: '10.9.9.9', switch: 'switch0' })).status).toBe(404)
  })
})

test('a fleet viewer reads BGP and BFD and changes none of it (403)', async () => {
  actAs(ids.user.grace) // fleet viewer
  expect((await call('GET', `${NET}/bgp-status`)).status).toBe(200)
  expect((await call('GET', `${NET}/bfd-status`)).status).toBe(200)
  expect((await newConfig('edge', 64512)).status).toBe(403)
  expect((await putSet('edge', [{ address_lot_block: 'uplink-pool', network: '198.51.100.0/24' }])).status).toBe(403)
  expect((await call('DELETE', `${SETS}/${BGP_SEED.announceSet}`)).status).toBe(403)
  expect((await call('POST', `${NET}/bfd-disable`, { remote: BGP_SEED.peers.switch0, switch: 'switch0' })).status).toBe(403)
})
