// A disk row's menu on the disks list, from the disk machine's verdicts
// (disk.connect) and, for Detach, the instance's: nothing here decides
// whether an action is allowed.
import type { DiskProps } from '~/machines/storage/disk.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { ActionItem } from '~/views/ui'

export type DiskItemHandlers = {
  snapshot: (disk: DiskProps) => void
  delete: (disk: DiskProps) => void
  detach: (disk: DiskProps) => void
}

const item = (label: string, allowed: boolean, reason: string | undefined, onSelect: () => void, danger = false): ActionItem => ({
  label,
  onSelect,
  disabled: !allowed,
  disabledReason: allowed ? undefined : reason,
  // A disabled item reads as disabled, not as a threat.
  danger: danger && allowed,
})

/**
 * Snapshot, Detach (only for a disk on an instance: `detach` undefined leaves
 * it out) and Delete. Attach is not offered here: it needs an instance picker,
 * and the instance's storage tab has one.
 */
export function diskListItems(disk: DiskProps, detach: Permission | undefined, on: DiskItemHandlers): ActionItem[] {
  const { snapshot, delete: del } = disk.actions
  return [
    item(disk.pending === 'snapshot' ? 'Snapshotting…' : 'Snapshot', snapshot.enabled, snapshot.reason, () => on.snapshot(disk)),
    ...(detach
      ? [item(disk.pending === 'detach' ? 'Detaching…' : 'Detach', detach.allowed, detach.reason ?? 'In progress', () => on.detach(disk))]
      : []),
    item(disk.pending === 'delete' ? 'Deleting…' : 'Delete', del.enabled, del.reason, () => on.delete(disk), true),
  ]
}
