// An announce set drawing from the uplink
// pool, the rack's BGP config, its two peers (one established for days, one
// still connecting when the page opens, then cycling) and their BFD sessions.
import type { Store } from '../store'
import { addressLotBlockId } from './address-lots'
import { childId } from './ids'
import { stamps } from './time'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const BGP_SEED = {
  announceSet: 'rack-uplinks',
  config: 'as65547',
  asn: 65547,
  peers: {
    switch0: '169.254.10.1',
    switch1: '169.254.20.1',
  },
} as const

export function seedBgp(store: Store, now = Date.now()) {
  const set = store.create('bgpAnnounceSet', {
    id: childId('bgp-announce-set', BGP_SEED.announceSet),
    name: BGP_SEED.announceSet,
    description: 'Networks the rack announces to its upstream routers',
    ...stamps(3),
  })
  for (const network of ['198.51.100.0/24', '198.51.100.0/25']) {
    store.create('bgpAnnouncement', {
      id: childId('bgp-announcement', set.name, network),
      announceSetId: set.id,
      addressLotBlockId: addressLotBlockId('uplink-pool', 0),
      network,
    })
  }
  const config = store.create('bgpConfig', {
    id: childId('bgp-config', BGP_SEED.config),
    name: BGP_SEED.config,
    description: 'The rack’s autonomous system',
    asn: BGP_SEED.asn,
    vrf: null,
    announceSetId: set.id,
    ...stamps(3),
  })
  // Established for 3 days 4 hours when the page opens; after 10 minutes it
  // drops (idle 30 s, connect 30 s) and comes back, every 11 minutes after.
  store.create('bgpPeer', {
    id: childId('bgp-peer', 'switch0', BGP_SEED.peers.switch0),
    addr: BGP_SEED.peers.switch0,
    switch: 'switch0',
    remote_asn: 65001,
    bgpConfigId: config.id,
    began: now - (3 * DAY + 4 * HOUR),
    phases: [['established', 3 * DAY + 4 * HOUR + 10 * MINUTE]],
    cycle: [
      ['idle', 30 * SECOND],
      ['connect', 30 * SECOND],
      ['established', 10 * MINUTE],
    ],
    advertises: ['0.0.0.0/0', '203.0.113.0/24'],
  })
  // Connecting when the page opens, established 40 s later for 5 minutes,
  // then idle and connect for 20 s each, and established again.
  store.create('bgpPeer', {
    id: childId('bgp-peer', 'switch1', BGP_SEED.peers.switch1),
    addr: BGP_SEED.peers.switch1,
    switch: 'switch1',
    remote_asn: 65002,
    bgpConfigId: config.id,
    began: now - 5 * SECOND,
    phases: [['connect', 45 * SECOND]],
    cycle: [
      ['established', 5 * MINUTE],
      ['idle', 20 * SECOND],
      ['connect', 20 * SECOND],
    ],
    advertises: ['0.0.0.0/0', '192.0.2.0/24'],
  })
  for (const [sw, remote] of Object.entries(BGP_SEED.peers)) {
    store.create('bfdSession', {
      id: childId('bfd-session', sw, remote),
      peer: remote,
      local: null,
      switch: sw,
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      enabledAt: now - 3 * DAY,
    })
  }
}
