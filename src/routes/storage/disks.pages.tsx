// The disks list, the new-disk form (with its look-up by name) and a disk's
// details: a chunk of their own (disks.routes.tsx).
import { useCallback, useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Disk, Image, Snapshot } from '~/api'
import { diskListDetach } from '~/machines/compute/instance-storage'
import { throughRowMachines } from '~/machines/shared/bulk.connect'
import { connectFind } from '~/machines/shared/find.machine'
import { setFields } from '~/machines/shared/form.connect'
import {
  DISK_BULK,
  diskBulkEvent,
  diskSourceFindMachine,
  foundChange,
  type DiskFormPickers,
  type DiskFormValues,
} from '~/machines/storage/disks'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk.machine'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { DiskDetails } from '~/views/storage/disks/DiskDetails'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { DisksPage, type DiskRow } from '~/views/storage/disks/DisksPage'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import {
  couldNot,
  orThrow,
  routeApi,
  useBulk,
  useConfirmDeleteWithImpact,
  useRunAction,
  type FormRouteProps,
  type ListPageProps,
} from '../kit'
import { useListItems, usePageActor } from '../page-actor'
import { diskDeleteImpact } from '~/machines/storage/delete-impacts'

// What the routes' loaders call: with the page, not in the app's chunk.
export { diskFormInput, diskRowsPage, loadDiskDetail, loadDiskFormPickers } from '~/machines/storage/disks'

export function DisksList({ list, actor, params: { project } }: ListPageProps<DiskRow>) {
  const run = useRunAction()
  const confirmDelete = useConfirmDeleteWithImpact()
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
  const onDelete = (d: DiskProps) =>
    void confirmDelete({
      noun: 'disk',
      name: d.disk.name,
      read: () =>
        diskDeleteImpact(project, d.disk, {
          instance: (instance) => pb.instanceStorage({ project, instance }),
          snapshot: () => pb.snapshots({ project }),
        }),
      impact: (impact) => impact,
      remove: () => orThrow(d.delete()),
    })

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
      setFields(form, foundChange(form.values, loaded, item as Snapshot | Image))
    })
    return () => sub.unsubscribe()
  }, [finder, form, loaded])
  // (useConnect's actor type has no emitted events; the same read, spelled out.)
  const found = connectFind(useSelector(finder, (s) => s))
  const find = { ...found, onFind: (name: string) => finder.send({ type: 'FIND', name, scope: form.values.source }) }
  return <DiskForm form={form} pickers={loaded} find={loaded.more ? find : undefined} onDismiss={onDismiss} />
}

// Follows the cache: a disk attached, detached or renamed elsewhere shows here.
const diskRoute = routeApi('/authed/projects/$project/disks-list/disks/$disk', {
  refreshOn: ['/v1/disks', '/v1/disks/{disk}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'],
})

export function DiskDetailRoute() {
  const detail = diskRoute.useLoaderData()
  const { project } = diskRoute.useParams()
  const navigate = useNavigate()
  return <DiskDetails project={project} detail={detail} onDismiss={() => void navigate({ to: pb.disks({ project }) })} />
}
