// The disks list, the new-disk form (with its look-up by name) and a disk's
// details: a chunk of their own (disks.routes.tsx).
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Disk, Image, Snapshot } from '~/api'
import { diskListDetach } from '~/machines/compute/instance-storage'
import { diskSourcesSection } from '~/machines/shared/disk-sources'
import { diskInstanceId } from '~/machines/shared/disk.rules'
import { mapSection } from '~/machines/shared/section'
import { throughRowMachines } from '~/machines/shared/lifecycle.connect'
import { connectFind } from '~/machines/shared/find.machine'
import { setFields } from '~/machines/shared/form.connect'
import {
  DISK_BULK,
  diskBulkEvent,
  diskInstancesSection,
  diskPickersSection,
  diskSourceFindMachine,
  foundChange,
  sourceChange,
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
  useSection,
} from '../kit'
import { useRowsSection } from '../fresh-section'
import { useListItems, usePageActor } from '../page-actor'
import { diskDeleteImpact } from '~/machines/storage/delete-impacts'

// What the routes' loaders call: with the page, not in the app's chunk.
export { diskFormInput, diskRowsPage, loadDiskDetail, startDiskFormPickers } from '~/machines/storage/disks'

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
  // What the rows on screen name: parts of the page, read after the rows.
  const shown = (list.filter?.rows ?? list.rows).map((r) => r.disk)
  const instances = useRowsSection(diskInstancesSection(project, shown))
  const sources = useRowsSection(diskSourcesSection(project, shown))
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
      instances={instances}
      sources={sources}
      detachPermission={(row, disk) => {
        const id = diskInstanceId(row.disk)
        return diskListDetach(id ? mapSection(instances, (found) => found.get(id) ?? undefined) : undefined, disk)
      }}
      onSnapshot={onSnapshot}
      onDetach={onDetach}
      onDelete={onDelete}
    />
  )
}

/** The new-disk form with its look-up by name; its pickers' lists are a part of it, read as it opens. */
export function DiskFormPage({ form, onDismiss, params }: FormRouteProps<DiskFormValues, Disk, void>) {
  const pickers = useSection(diskPickersSection(params.project))
  const finder = usePageActor(diskSourceFindMachine(params.project))
  const held = pickers.status === 'ready' ? pickers.data : undefined
  // A found snapshot or image joins the choices and is chosen, in the form as it is then.
  useEffect(() => {
    const sub = finder.on('found', ({ item }) => {
      if (held) setFields(form, foundChange(form.values, held, item as Snapshot | Image))
    })
    return () => sub.unsubscribe()
  }, [finder, form, held])
  // A source chosen before its choices were in gets its first choice when they land (once: not on every keystroke).
  const { source, snapshotId, imageId } = form.values
  const waiting = (source === 'snapshot' && !snapshotId) || (source === 'image' && !imageId)
  const landed = useRef<DiskFormPickers>(undefined)
  useEffect(() => {
    if (!held || landed.current === held) return
    landed.current = held
    if (waiting) setFields(form, sourceChange(form.values, held, 'source', form.values.source))
  }, [held, waiting, form])
  // (useConnect's actor type has no emitted events; the same read, spelled out.)
  const found = connectFind(useSelector(finder, (s) => s))
  const find = { ...found, onFind: (name: string) => finder.send({ type: 'FIND', name, scope: form.values.source }) }
  return <DiskForm form={form} pickers={pickers} find={held?.more ? find : undefined} onDismiss={onDismiss} />
}

// Follows the cache: a disk attached, detached or renamed elsewhere shows here.
const diskRoute = routeApi('/authed/projects/$project/disks-list/disks/$disk', {
  refreshOn: ['/v1/disks', '/v1/disks/{disk}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'],
})

export function DiskDetailRoute() {
  const disk = diskRoute.useLoaderData()
  const { project } = diskRoute.useParams()
  const navigate = useNavigate()
  // The names of what it points at: parts of the page, started by its loader.
  const sources = useSection(diskSourcesSection(project, [disk]))
  const instances = useSection(diskInstancesSection(project, [disk]))
  return (
    <DiskDetails
      project={project}
      disk={disk}
      sources={sources}
      instances={instances}
      onDismiss={() => void navigate({ to: pb.disks({ project }) })}
    />
  )
}
