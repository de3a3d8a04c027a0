// The disks list and the new-disk form: a chunk of their own (disks.routes.tsx).
import { useCallback, useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Disk, Image, Snapshot } from '~/api'
import { diskListDetach } from '~/machines/compute/disk-detach.rules'
import { throughRowMachines } from '~/machines/shared/bulk.connect'
import { connectFind } from '~/machines/shared/find.machine'
import { DISK_BULK, diskBulkEvent } from '~/machines/storage/bulk.rules'
import { foundChange, type DiskFormPickers, type DiskFormValues } from '~/machines/storage/disk-form.input'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { diskSourceFindMachine } from '~/machines/storage/disk-source-find.machine'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { loadDiskDetail, type DiskDetail } from '~/machines/storage/disk-detail.input'
import { DiskDetails } from '~/views/storage/disks/DiskDetails'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { DisksPage, type DiskRow } from '~/views/storage/disks/DisksPage'
import { useConnect } from '~/views/use-connect'
import { couldNot, orThrow, routeApi, useBulk, useConfirmDelete, useRunAction, type FormRouteProps, type ListPageProps } from '../kit'
import { pb } from '~/paths'
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
  // Through the row's machine; a failure keeps the dialog open with an error toast (spec §2 Modals).
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

/** The new-disk form with its look-up by name (the first pages of its pickers came with the route). */
export function DiskFormPage({ form, onDismiss, loaded, params }: FormRouteProps<DiskFormValues, Disk, DiskFormPickers>) {
  const finder = usePageActor(diskSourceFindMachine(params.project))
  // A found snapshot or image joins the choices and is chosen, in the form as it is then.
  useEffect(() => {
    const sub = finder.on('found', ({ item }) => {
      for (const [key, value] of Object.entries(foundChange(form.values, loaded, item as Snapshot | Image))) {
        form.change(key as keyof DiskFormValues, value as never)
      }
    })
    return () => sub.unsubscribe()
  }, [finder, form, loaded])
  // (useConnect's actor type has no emitted events; the same read, spelled out.)
  const found = connectFind(useSelector(finder, (s) => s))
  const find = { ...found, onFind: (name: string) => finder.send({ type: 'FIND', name, scope: form.values.source }) }
  return <DiskForm form={form} pickers={loaded} find={loaded.more ? find : undefined} onDismiss={onDismiss} />
}

// Follows the cache: a disk attached, detached or renamed elsewhere shows here.
const diskRoute = routeApi<DiskDetail>('/authed/projects/$project/disks-list/disks/$disk', {
  load: ({ project, disk }) => loadDiskDetail({ project, disk }),
  refreshOn: ['/v1/disks', '/v1/instances'],
})

export function DiskDetailRoute() {
  const detail = diskRoute.useLoaderData()
  const { project } = diskRoute.useParams()
  const navigate = useNavigate()
  return <DiskDetails project={project} detail={detail} onDismiss={() => void navigate({ to: pb.disks({ project }) })} />
}
