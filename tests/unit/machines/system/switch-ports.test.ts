// Switch port settings' common-case form and the LLDP form: values ↔ bodies,
// and their checks; the link status reader.
import { describe, expect, test } from 'vitest'
import {
  emptyPeer,
  emptyRoute,
  PEER_DEFAULTS,
  settingsCreateBody,
  lotChoices,
  settingsInitialValues,
  settingsLotDefault,
  settingsMessages,
  validateSettings,
  type SettingsFormValues,
} from '~/machines/system/switch-port-settings'
import type { AddressLot } from '~/machines/system/address-lots'
import { applySettingsDefault, linkSummary, lldpBody, lldpFormValues, validateLldp } from '~/machines/system/switch-ports'

const lots: AddressLot[] = [
  { id: 'p', name: 'uplink-pool', kind: 'pool', description: '', timeCreated: new Date(), timeModified: new Date() },
  { id: 'i', name: 'initial-infra', kind: 'infra', description: '', timeCreated: new Date(), timeModified: new Date() },
]
const values = (patch: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...settingsInitialValues,
  ...settingsLotDefault(lots),
  name: 'uplink',
  ...patch,
})

describe('switch port settings form', () => {
  test('starts with one 100G RS link and one address; the infra lot is its default once the lots are in', () => {
    expect(settingsInitialValues).toMatchObject({ speed: 'speed100_g', fec: 'rs', mtu: '1500', autoneg: false })
    expect(settingsInitialValues.addresses).toEqual([{ address: '', lot: '', vlan: '' }])
    expect(settingsLotDefault(lots)).toEqual({ addresses: [{ address: '', lot: 'initial-infra', vlan: '' }] })
    expect(settingsLotDefault(lots.slice(0, 1))).toEqual({})
    expect(lotChoices(lots).map((l) => l.name)).toEqual(['initial-infra', 'uplink-pool'])
  })

  test('the common case becomes the document body: phy0 link, primary interface, addresses, routes, peers', () => {
    const body = settingsCreateBody(
      values({
        description: 'd',
        fec: '',
        mtu: ' 9000 ',
        addresses: [{ address: '172.20.15.21/24', lot: 'initial-infra', vlan: '' }],
        routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.1', vid: '10' }],
        bgpPeers: [{ addr: '169.254.10.1', config: 'as65547', interfaceName: 'phy0' }],
      }),
    )
    expect(body).toEqual({
      name: 'uplink',
      description: 'd',
      portConfig: { geometry: 'qsfp28x1' },
      groups: [],
      links: [{ linkName: 'phy0', speed: 'speed100_g', fec: null, mtu: 9000, autoneg: false, lldp: { enabled: false } }],
      interfaces: [{ linkName: 'phy0', kind: { type: 'primary' }, v6Enabled: false }],
      addresses: [{ linkName: 'phy0', addresses: [{ address: '172.20.15.21/24', addressLot: 'initial-infra', vlanId: null }] }],
      routes: [{ linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.1', vid: 10 }] }],
      bgpPeers: [{ linkName: 'phy0', peers: [{ ...PEER_DEFAULTS, addr: '169.254.10.1', bgpConfig: 'as65547', interfaceName: 'phy0' }] }],
    })
    // No routes or peers: empty lists, not a link with none.
    expect(settingsCreateBody(values()).routes).toEqual([])
    expect(settingsCreateBody(values()).bgpPeers).toEqual([])
  })

  test('checks: MTU, addresses (with prefix length, a lot), routes (same family), peers, duplicates', () => {
    expect(validateSettings(values({ mtu: '100' })).mtu).toBe(settingsMessages.mtu)
    expect(validateSettings(values({ addresses: [] })).addresses).toBe(settingsMessages.noAddresses)
    expect(validateSettings(values({ addresses: [{ address: '172.20.15.21', lot: 'x', vlan: '' }] })).addresses).toBe(
      settingsMessages.address(0, settingsMessages.hostAddress),
    )
    expect(validateSettings(values({ addresses: [{ address: '172.20.15.21/24', lot: 'x', vlan: '5000' }] })).addresses).toBe(
      settingsMessages.address(0, settingsMessages.vlan),
    )
    const a = { address: '172.20.15.21/24', lot: 'x', vlan: '' }
    expect(validateSettings(values({ addresses: [a, a] })).addresses).toBe('Items must be unique')
    expect(validateSettings(values({ addresses: [a], routes: [{ ...emptyRoute(), dst: '::/0', gw: '10.0.0.1' }] })).routes).toBe(
      settingsMessages.route(0, settingsMessages.sameFamily),
    )
    expect(validateSettings(values({ addresses: [a], bgpPeers: [emptyPeer('as1')] })).bgpPeers).toMatch(/^BGP peer 1: /)
    expect(Object.values(validateSettings(values({ addresses: [a] }))).filter(Boolean)).toEqual([])
  })
})

describe('LLDP form', () => {
  const config = { id: 'l1', enabled: true, linkName: 'phy0', linkDescription: null, chassisId: null, systemName: 'rack', systemDescription: null, managementIp: null }
  test('read, edited, written back: empty fields are not advertised (null), the id kept', () => {
    const v = lldpFormValues(config)
    expect(v).toMatchObject({ enabled: true, linkName: 'phy0', linkDescription: '', systemName: 'rack' })
    expect(lldpBody('l1', { ...v, systemName: ' ', managementIp: ' 10.0.0.2 ' })).toEqual({
      ...config,
      systemName: null,
      managementIp: '10.0.0.2',
    })
  })
  test('the management IP is checked', () => {
    expect(validateLldp({ ...lldpFormValues(config), managementIp: '10.0.0' }).managementIp).toBeTruthy()
    expect(validateLldp(lldpFormValues(config)).managementIp).toBeUndefined()
  })
})

describe('link status', () => {
  test('reads the switch’s link state tolerantly', () => {
    expect(linkSummary({ link: { linkState: 'Up', speed: 'speed100_g' } })).toEqual({ state: 'up', facts: [['Speed', '100 Gbit/s']] })
    expect(linkSummary({ link: { linkState: { faulted: 'LinkFlap' } } }).state).toBe('down')
    expect(linkSummary({}).state).toBe('unknown')
    expect(linkSummary(null).state).toBe('unknown')
  })
})

test('the apply form picks what the port has now, once the choices are in: by name, by id past the list, none when it has none', () => {
  const choices = [{ id: 'a1', name: 'default-uplink', description: '', timeCreated: new Date(), timeModified: new Date() }]
  expect(applySettingsDefault('a1')(choices)).toEqual({ settings: 'default-uplink' })
  expect(applySettingsDefault('zz')(choices)).toEqual({ settings: 'zz' })
  expect(applySettingsDefault(undefined)(choices)).toEqual({})
})
