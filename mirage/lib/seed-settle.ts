// Seeded rows caught mid-change finish it. The seed shows every state, the
// transitional ones included, but a rack never keeps an instance "starting"
// for weeks: once the mock has loaded, each seeded instance and disk in a
// transitional state walks on to where an action of the user's would have
// taken it, on the same clock as the user's (lib/lifecycle.ts), so a page
// polling it sees it settle and stops polling.
import type { components } from '../../src/api/generated/nexus'
import { Store } from '../store'
import type { Server } from 'miragejs'
import type { InstanceState } from './instance-state'
import { later, resumeTransition, type ApplyStep } from './lifecycle'

type DiskState = components['schemas']['DiskState']
type DiskStateName = DiskState['state']

/**
 * The steps left for an instance in each transitional state: the
 * rest of the path create (with start, its default), start, stop or reboot
 * walks (lib/instance-state.ts PATH).
 */
export const INSTANCE_STEPS_LEFT: Partial<Record<InstanceState, InstanceState[]>> = {
  creating: ['starting', 'running'],
  starting: ['running'],
  stopping: ['stopped'],
  rebooting: ['running'],
}

/**
 * Where a disk in each transitional state goes next. Attach and detach end
 * attached and detached; a disk being made or finalized ends detached; a URL
 * import ends ready for the user to finalize. A bulk import waits on its
 * uploader, not on the clock, so it is not here.
 */
export const DISK_NEXT: Partial<Record<DiskStateName, (s: DiskState) => DiskState>> = {
  attaching: (s) => ({ state: 'attached', instance: 'instance' in s ? s.instance : '' }),
  detaching: () => ({ state: 'detached' }),
  creating: () => ({ state: 'detached' }),
  finalizing: () => ({ state: 'detached' }),
  importing_from_url: () => ({ state: 'import_ready' }),
}

/** Moves the disk on only if it is still where the seed left it: a user's call in between wins. */
const diskStep =
  (from: DiskStateName): ApplyStep<DiskState> =>
  (store, id, to) => {
    const disk = store.find('disk', id)
    if (!disk || disk.state.state !== from) return false
    disk.update({ state: to, time_modified: new Date().toISOString() })
    return true
  }

/** Queue the rest of every seeded change under way; call after the seed and `bindLifecycle`. */
export function settleSeeded(server: Server): void {
  const store = new Store(server.schema)
  for (const instance of store.where('instance', (i) => i.run_state in INSTANCE_STEPS_LEFT)) {
    resumeTransition(instance.id, INSTANCE_STEPS_LEFT[instance.run_state]!)
  }
  for (const disk of store.where('disk', (d) => d.state.state in DISK_NEXT)) {
    const from = disk.state.state
    later(disk.id, [DISK_NEXT[from]!(disk.state)], diskStep(from))
  }
}
