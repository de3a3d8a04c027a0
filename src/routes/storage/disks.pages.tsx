// The disks list: a chunk of its own (disks.routes.tsx); the new-disk form and
// a disk's details are disk.pages.tsx, which the list's first load does not need.
import { useCallback } from 'react'
import { diskListDetach } from '~/machines/compute/instance-storage'
import { throughRowMachines } from '~/machines/shared/bulk.connect'
import { DISK_BULK, diskBulkEvent } from '~/machines/storage/bulk.rules'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { DisksPage, type DiskRow } from '~/views/storage/disks/DisksPage'
import { useConnect } from '~/views/use-connect'
import { couldNot, orThrow, useBulk, useConfirmDelete, useRunAction, type ListPageProps } from '../kit'
import { useListItems, usePageActor } from '../page-actor'

export function DisksList({ list, actor, params: { project } }: ListPageProps<DiskRow>) {
  const run = useRunAction()
  const confirmDelete = useConfirmDelete()
  const rows = usePageActor(diskRowsMachine, { input: { project } })
  // Every fetched page says which disks have a machine (one per disk); fresher copies come through the cache.
  useListItems(
    actor,
    useCallback((items: DiskRow[]) => rows.send({ type: 'ROWS', rows: items.map((r) => r.disk) }), [rows]),
  )
  const rowActors = useConnect(rows, (s) => s.context.rows)
  // Through each row's disk machine, as its row menu does (transitional states and polling stay one way).
  const selection = useBulk(DISK_BULK, throughRowMachines((id) => rows.getSnapshot().context.rows[id], diskBulkEvent))

  const onSnapshot = (d: DiskProps) =>
    void run(
      d.snapshot(),
      (r) => ({ title: `Snapshot ${r.snapshot?.name ?? ''} created`, description: `From disk ${d.disk.name}` }),
      couldNot('create', 'snapshot'),
    )
  const onDetach = (d: DiskProps) => void run(d.detach(), `Disk ${d.disk.name} detached`, couldNot('detach', 'disk'))
  // Through the row's machine; a failure keeps the dialog open with an error toast.
  const onDelete = (d: DiskProps) => void confirmDelete({ noun: 'disk', name: d.disk.name, remove: () => orThrow(d.delete()) })

  return (
    <DisksPage
      project={project}
      list={list}
      selection={selection}
      rowActor={(id): DiskRowActor | undefined => rowActors[id]}
      detachPermission={(row, disk) => diskListDetach(row.instance, disk)}
      onSnapshot={onSnapshot}
      onDetach={onDetach}
      onDelete={onDelete}
    />
  )
}
