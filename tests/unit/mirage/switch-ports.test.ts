// Rack switches, their ports and switch port settings in the mock: served as
// the document shapes them, with Nexus's rules (names unique, settings in use
// not deleted, addresses from a lot, a port named by rack, switch and name).
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { SETTINGS_IN_USE } from '../../../mirage/handlers/switch-ports'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

const PORTS = '/v1/system/hardware/switch-port'
const SETTINGS = '/v1/system/networking/switch-port-settings'
const at = (location = 'switch0') => `rack_id=${ids.rack}&switch_location=${location}`

const newSettings = (name: string, extra: Record<string, unknown> = {}) =>
  call('POST', SETTINGS, {
    name,
    description: 'made by a test',
    port_config: { geometry: 'qsfp28x1' },
    links: [{ link_name: 'phy0', mtu: 9000, speed: 'speed100_g', fec: 'rs', autoneg: false, lldp: { enabled: false } }],
    interfaces: [{ link_name: 'phy0', kind: { type: 'primary' }, v6_enabled: false }],
    addresses: [{ link_name: 'phy0', addresses: [{ address: '172.20.15.40/24', address_lot: 'initial-infra' }] }],
    routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.1', vid: 10 }] }],
    bgp_peers: [],
    ...extra,
  })

describe('switches and ports', () => {
  test('two switches; 32 ports each in switch then port order; qsfp0 carries the seeded settings', async () => {
    const switches = await call('GET', '/v1/system/hardware/switches')
    expect(responseErrors('/v1/system/hardware/switches', 'get', 200, switches.body)).toEqual([])
    expect(switches.body.items).toHaveLength(2)
    const one = await call('GET', `/v1/system/hardware/switches/${switches.body.items[0].id}`)
    expect(responseErrors('/v1/system/hardware/switches/{switch_id}', 'get', 200, one.body)).toEqual([])
    const ports = await call('GET', `${PORTS}?limit=100`)
    expect(responseErrors(PORTS, 'get', 200, ports.body)).toEqual([])
    expect(ports.body.items).toHaveLength(64)
    expect(ports.body.items.slice(0, 2).map((p: { port_name: string }) => p.port_name)).toEqual(['qsfp0', 'qsfp1'])
    expect(ports.body.items[0].port_settings_id).toBeTruthy()
    expect(ports.body.items[32]).toMatchObject({ switch_location: 'switch1', port_name: 'qsfp0' })
  })

  test('a port: link status, LLDP config and neighbours; a port not there is not found', async () => {
    const status = await call('GET', `${PORTS}/qsfp0/status?${at()}`)
    expect(responseErrors(`${PORTS}/{port}/status`, 'get', 200, status.body)).toEqual([])
    expect(status.body.link).toMatchObject({ link_state: 'Up', speed: 'speed100_g' })
    const lldp = await call('GET', `${PORTS}/qsfp0/lldp/config?${at()}`)
    expect(responseErrors(`${PORTS}/{port}/lldp/config`, 'get', 200, lldp.body)).toEqual([])
    expect(lldp.body.enabled).toBe(true)
    const path = `/v1/system/hardware/rack-switch-port/${ids.rack}/switch0/qsfp0/lldp/neighbors`
    const neighbours = await call('GET', path)
    expect(responseErrors('/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', 'get', 200, neighbours.body)).toEqual([])
    expect(neighbours.body.items[0]).toMatchObject({ system_name: 'core-router-1', local_port: 'qsfp0' })
    expect((await call('GET', `${PORTS}/qsfp99/status?${at()}`)).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: switch-port with name "qsfp99"',
    })
    expect((await call('GET', `${PORTS}/qsfp0/status?switch_location=switch0`)).body.message).toBe(
      'unable to parse query string: missing field `rack_id`',
    )
  })

  test('LLDP config saved and read back', async () => {
    const before = (await call('GET', `${PORTS}/qsfp1/lldp/config?${at()}`)).body
    const saved = await call('POST', `${PORTS}/qsfp1/lldp/config?${at()}`, {
      ...before,
      enabled: true,
      system_name: 'rack-7',
      management_ip: '10.1.1.1',
    })
    expect(saved.status).toBe(204)
    expect((await call('GET', `${PORTS}/qsfp1/lldp/config?${at()}`)).body).toMatchObject({
      enabled: true,
      system_name: 'rack-7',
      management_ip: '10.1.1.1',
    })
  })
})

describe('switch port settings', () => {
  test('create (document-valid), view, apply to a port, refused delete while applied, clear, delete', async () => {
    const made = await newSettings('uplink-9k')
    expect(made.status).toBe(201)
    expect(responseErrors(SETTINGS, 'post', 201, made.body)).toEqual([])
    expect(made.body.addresses[0]).toMatchObject({ address: '172.20.15.40/24', address_lot_name: 'initial-infra' })
    expect(made.body.routes[0]).toMatchObject({ dst: '0.0.0.0/0', gw: '172.20.15.1', vlan_id: 10 })
    const view = await call('GET', `${SETTINGS}/uplink-9k`)
    expect(responseErrors(`${SETTINGS}/{port}`, 'get', 200, view.body)).toEqual([])
    const list = await call('GET', SETTINGS)
    expect(responseErrors(SETTINGS, 'get', 200, list.body)).toEqual([])
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(['default-uplink', 'uplink-9k'])

    expect((await call('POST', `${PORTS}/qsfp1/settings?${at()}`, { port_settings: 'uplink-9k' })).status).toBe(204)
    const status = (await call('GET', `${PORTS}/qsfp1/status?${at()}`)).body
    expect(status.link).toMatchObject({ link_state: 'Up', mtu: 9000 })
    expect((await call('DELETE', `${SETTINGS}?port_settings=uplink-9k`)).body).toEqual({
      error_code: 'InvalidRequest',
      message: SETTINGS_IN_USE,
      request_id: expect.any(String),
    })
    expect((await call('DELETE', `${PORTS}/qsfp1/settings?${at()}`)).status).toBe(204)
    expect((await call('DELETE', `${SETTINGS}?port_settings=uplink-9k`)).status).toBe(204)
  })

  test('names unique; an address outside the lot; an unknown BGP config; the seeded lot is in use', async () => {
    expect((await newSettings('default-uplink')).body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: switch-port-settings "default-uplink"',
    })
    const outside = await newSettings('far', {
      addresses: [{ link_name: 'phy0', addresses: [{ address: '10.9.9.9/24', address_lot: 'initial-infra' }] }],
    })
    expect(outside.body).toMatchObject({ error_code: 'InvalidRequest', message: 'address not in lot' })
    const peer = await newSettings('peered', {
      bgp_peers: [{ link_name: 'phy0', peers: [{ addr: '169.254.30.1', bgp_config: 'nope', interface_name: 'phy0' }] }],
    })
    expect(peer.body).toMatchObject({ error_code: 'ObjectNotFound', message: 'not found: bgp-config with name "nope"' })
    expect((await call('DELETE', '/v1/system/networking/address-lot/uplink-pool')).status).toBe(204)
  })

  test('a fleet viewer reads but may not apply or create', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', SETTINGS)).status).toBe(200)
    expect((await call('POST', `${PORTS}/qsfp1/settings?${at()}`, { port_settings: 'default-uplink' })).status).toBe(403)
    expect((await newSettings('nope')).status).toBe(403)
  })
})
