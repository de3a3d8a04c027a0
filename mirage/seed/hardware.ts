// One rack of sleds, each with its U.2 and M.2 drives, and two sleds in the
// rack that have not been added yet.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

const GiB = 1024 ** 3

/** Sleds as [cubby serial, provisionable]: one is kept out of new placements. */
const SLEDS: [string, boolean][] = [
  ['BRM42220014', true],
  ['BRM42220017', true],
  ['BRM42220031', true],
  ['BRM42220052', false],
]

export const sledId = (serial: string) => childId('sled', serial)

/** Sleds slid into the rack but not added yet, as [cubby, serial]: the inventory sees their service processors. */
const UNINITIALIZED: [number, string][] = [
  [14, 'BRM42220063'],
  [15, 'BRM42220071'],
]

export function seedHardware(store: Store) {
  store.create('rack', { id: ids.rack, ...stamps(0) })

  for (const [cubby, serial] of UNINITIALIZED) {
    store.create('uninitializedSled', {
      id: childId('uninitialized-sled', serial),
      rackId: ids.rack,
      cubby,
      baseboard: { serial, part: '913-0000019', revision: 6 },
    })
  }

  SLEDS.forEach(([serial, provisionable], i) => {
    const sled = store.create('sled', {
      id: sledId(serial),
      rackId: ids.rack,
      baseboard: { serial, part: '913-0000019', revision: 6 },
      policy: { kind: 'in_service', provision_policy: provisionable ? 'provisionable' : 'non_provisionable' },
      state: 'active',
      usable_hardware_threads: 128,
      usable_physical_ram: 1012 * GiB,
      ...stamps(0),
    })
    for (let n = 0; n < 10; n++) {
      store.create('physicalDisk', {
        id: childId('physical-disk', serial, `u2-${n}`),
        sledId: sled.id,
        form_factor: 'u2',
        vendor: '1b96',
        model: 'WUS4C6432DSP3X3',
        serial: `A084A704${String(i * 10 + n).padStart(4, '0')}`,
        // One drive on the last sled has been taken out of service.
        policy: { kind: i === 3 && n === 9 ? 'expunged' : 'in_service' },
        state: i === 3 && n === 9 ? 'decommissioned' : 'active',
        ...stamps(0),
      })
    }
    for (let n = 0; n < 2; n++) {
      store.create('physicalDisk', {
        id: childId('physical-disk', serial, `m2-${n}`),
        sledId: sled.id,
        form_factor: 'm2',
        vendor: '1344',
        model: 'Micron_7300_MTFDHBG1T9TDF',
        serial: `22093B4C${String(i * 2 + n).padStart(4, '0')}`,
        policy: { kind: 'in_service' },
        state: 'active',
        ...stamps(0),
      })
    }
  })
}
