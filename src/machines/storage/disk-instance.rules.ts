// Which instance a disk's state names. The disk machine and the disks list's
// rows both ask; the list (taken by its route at boot) then needs no machine.
import type { Disk } from '~/api'

/** The instance a disk is attached to (or attaching to, or detaching from). */
export const diskInstanceId = (disk: Pick<Disk, 'state'>): string | undefined =>
  'instance' in disk.state ? disk.state.instance : undefined
