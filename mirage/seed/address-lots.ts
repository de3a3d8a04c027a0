// Address lots with their blocks, the switches'
// loopback addresses and the allow-list. Other seeds (BGP announce sets, switch
// port settings) read the lots and blocks through the ids exported here.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { at, stamps } from './time'

export const addressLotId = (name: string) => childId('address-lot', name)
/** The `index`-th block of the lot named `lot`, in the order seeded below. */
export const addressLotBlockId = (lot: string, index: number) => childId('address-lot-block', lot, String(index))

/** [name, kind, description, blocks as [first, last]] */
const LOTS: [string, 'infra' | 'pool', string, [string, string][]][] = [
  [
    'initial-infra',
    'infra',
    'Addresses for the rack switches and their uplinks',
    [
      ['172.20.15.1', '172.20.15.254'],
      ['fd00:99::1', 'fd00:99::ff'],
    ],
  ],
  ['uplink-pool', 'pool', 'Addresses the rack hands out to IP pools', [['198.51.100.0', '198.51.100.255']]],
]

export function seedAddressLots(store: Store) {
  LOTS.forEach(([name, kind, description, blocks], i) => {
    const lot = store.create('addressLot', { id: addressLotId(name), name, kind, description, ...stamps(i) })
    blocks.forEach(([first_address, last_address], j) =>
      store.create('addressLotBlock', {
        id: addressLotBlockId(name, j),
        addressLotId: lot.id,
        first_address,
        last_address,
      }),
    )
  })

  // switch0's loopback comes out of the infra lot, so that lot is in use.
  store.create('loopbackAddress', {
    id: childId('loopback-address', 'switch0', '172.20.15.10/32'),
    rackId: ids.rack,
    switch_location: 'switch0',
    address: '172.20.15.10/32',
    addressLotBlockId: addressLotBlockId('initial-infra', 0),
    anycast: false,
  })

  store.create('allowList', { id: 'allow-list', allowed_ips: { allow: 'any' }, time_created: at(0), time_modified: at(0) })
}
