// Bulk actions of the storage lists: disks, snapshots, images.
import type { Image } from '~/api'
import type { BulkAction, BulkSpec } from '../shared/bulk.rules'
import { diskDisabledReason } from '../shared/disk.rules'
import type { DiskRow } from './disk-list.input'
import type { SnapshotRow } from './snapshot-form.input'

const del = <R>(): BulkAction<R> => ({ id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true })

export const DISK_BULK: BulkSpec<DiskRow> = {
  noun: { one: 'disk', many: 'disks' },
  keyOf: (r) => r.disk.id,
  nameOf: (r) => r.disk.name,
  actions: [
    {
      id: 'detach',
      label: 'Detach',
      doing: 'Detaching',
      done: 'Detached',
      confirm: true,
      refusal: (r) => diskDisabledReason('detach', r.disk.state),
    },
    { ...del<DiskRow>(), refusal: (r) => diskDisabledReason('delete', r.disk.state) },
  ],
}

export const diskBulkEvent = (action: string) => ({ type: action.toUpperCase() as 'DETACH' | 'DELETE' })

export const SNAPSHOT_BULK: BulkSpec<SnapshotRow> = {
  noun: { one: 'snapshot', many: 'snapshots' },
  keyOf: (s) => s.id,
  nameOf: (s) => s.name,
  actions: [del()],
}

export const IMAGE_BULK: BulkSpec<Image> = {
  noun: { one: 'image', many: 'images' },
  keyOf: (i) => i.id,
  nameOf: (i) => i.name,
  actions: [del()],
}
