// The hardware reads a sled's change shows in: the inventory's routes refresh
// on them as the page opens, before the inventory module (its reads and calls) loads.
import type { Read } from '~/api'

/** What a sled's change (its provision policy, a sled added) shows in. */
export const HARDWARE_PATH: Read[] = [
  '/v1/system/hardware/disks',
  '/v1/system/hardware/disks/{disk_id}',
  '/v1/system/hardware/racks',
  '/v1/system/hardware/racks/{rack_id}',
  '/v1/system/hardware/sleds',
  '/v1/system/hardware/sleds/{sled_id}',
  '/v1/system/hardware/sleds/{sled_id}/disks',
  '/v1/system/hardware/sleds/{sled_id}/instances',
  '/v1/system/hardware/sleds-uninitialized',
]
