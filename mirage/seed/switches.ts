// The rack's two switches and their 32
// QSFP ports each; switch port settings "default-uplink" applied to qsfp0 of
// both (cabled to an upstream router that LLDP hears); qsfp1 cabled, nothing
// applied; the rest empty.
import type { S } from '../serializers/common'
import type { Store } from '../store'
import { addressLotBlockId, addressLotId } from './address-lots'
import { BGP_SEED } from './bgp'
import { childId, ids, stableId } from './ids'
import { at, stamps } from './time'

export const SWITCH_SEED = {
  locations: ['switch0', 'switch1'] as const,
  ports: 32,
  settings: 'default-uplink',
  serials: { switch0: 'BRM44220011', switch1: 'BRM44220012' },
}

export const switchId = (location: string) => childId('switch', location)
export const switchPortSettingsId = (name: string) => childId('switch-port-settings', name)

/**
 * A port's id: Nexus lists switch ports by id, so the seed's ids sort as the
 * ports read (switch0 qsfp0…qsfp31, then switch1), with a stable hash after.
 */
export function switchPortId(switchIndex: number, port: number): string {
  const id = stableId(`switch-port:${switchIndex}/${port}`)
  return (0x5f000000 + switchIndex * 0x100 + port).toString(16) + id.slice(8)
}

/** The settings object every uplink port is seeded with: one 100G link, one address, a default route, a BGP peer. */
export function defaultUplinkSettings(): S['SwitchPortSettings'] {
  const id = switchPortSettingsId(SWITCH_SEED.settings)
  const lot = 'initial-infra'
  return {
    id,
    name: SWITCH_SEED.settings,
    description: 'The rack’s uplink to the upstream router: 100G, RS FEC, a default route and a BGP session',
    ...stamps(2),
    port: { port_settings_id: id, geometry: 'qsfp28x1' },
    groups: [],
    links: [
      {
        port_settings_id: id,
        link_name: 'phy0',
        mtu: 1500,
        speed: 'speed100_g',
        fec: 'rs',
        autoneg: false,
        lldp_link_config: {
          id: childId('lldp-link-config', SWITCH_SEED.settings, 'phy0'),
          enabled: true,
          link_name: 'phy0',
          link_description: 'Rack uplink',
          chassis_id: null,
          system_name: 'oxide-rack',
          system_description: null,
          management_ip: null,
        },
        tx_eq_config: null,
      },
    ],
    interfaces: [
      { id: childId('switch-interface', SWITCH_SEED.settings, 'phy0'), port_settings_id: id, interface_name: 'phy0', kind: 'primary', v6_enabled: false },
    ],
    vlan_interfaces: [],
    routes: [{ port_settings_id: id, interface_name: 'phy0', dst: '0.0.0.0/0', gw: '172.20.15.1', vlan_id: null, rib_priority: null }],
    addresses: [
      {
        port_settings_id: id,
        interface_name: 'phy0',
        address: '172.20.15.21/24',
        address_lot_id: addressLotId(lot),
        address_lot_name: lot,
        address_lot_block_id: addressLotBlockId(lot, 0),
        vlan_id: null,
      },
    ],
    bgp_peers: [bgpPeer(BGP_SEED.peers.switch0, BGP_SEED.config)],
  }
}

/** A BGP peer as Nexus serves it, with Nexus's defaults for the timers (params.rs). */
export const bgpPeer = (addr: string, config: string, interfaceName = 'phy0'): S['BgpPeer'] => ({
  addr,
  bgp_config: config,
  interface_name: interfaceName,
  hold_time: 6,
  idle_hold_time: 3,
  delay_open: 0,
  connect_retry: 3,
  keepalive: 2,
  remote_asn: null,
  min_ttl: null,
  md5_auth_key: null,
  multi_exit_discriminator: null,
  communities: [],
  local_pref: null,
  enforce_first_as: false,
  allowed_import: { type: 'no_filtering' },
  allowed_export: { type: 'no_filtering' },
  vlan_id: null,
})

const neighbor = (location: string, port: string): S['LldpNeighbor'] => ({
  local_port: port,
  chassis_id: location === 'switch0' ? '0c:c4:7a:8e:21:04' : '0c:c4:7a:8e:21:05',
  link_name: location === 'switch0' ? 'Ethernet1/49' : 'Ethernet1/50',
  link_description: 'to oxide-rack uplink',
  system_name: 'core-router-1',
  system_description: 'Arista Networks EOS version 4.30.2F running on an Arista DCS-7280SR3-48YC8',
  management_ip: [{ addr: { ip_addr: '10.0.0.1' }, interface_num: { if_index: 49 }, oid: null }],
  first_seen: at(2, 1),
  last_seen: at(22),
})

export function seedSwitches(store: Store) {
  const settings = store.create('switchPortSettings', defaultUplinkSettings())
  SWITCH_SEED.locations.forEach((location, s) => {
    store.create('rackSwitch', {
      id: switchId(location),
      rackId: ids.rack,
      location,
      baseboard: { serial: SWITCH_SEED.serials[location], part: '913-0000006', revision: 4 },
      ...stamps(0),
    })
    for (let p = 0; p < SWITCH_SEED.ports; p++) {
      const port = `qsfp${p}`
      const uplink = p === 0
      store.create('switchPort', {
        id: switchPortId(s, p),
        rackId: ids.rack,
        switch_location: location,
        port_name: port,
        port_settings_id: uplink ? settings.id : null,
        lldp: {
          id: childId('lldp-service', location, port),
          enabled: uplink,
          link_name: uplink ? 'phy0' : null,
          link_description: uplink ? 'Rack uplink' : null,
          chassis_id: null,
          system_name: uplink ? 'oxide-rack' : null,
          system_description: null,
          management_ip: null,
        },
        cabled: p <= 1,
        neighbors: uplink ? [neighbor(location, port)] : [],
      })
    }
  })
}
