// The instance's Storage tab and its side modals: a chunk of their own
// (instance.routes.tsx).
import { lazy, Suspense, useCallback, useState } from 'react'
import type { Disk } from '~/api'
import {
  anyDiskInTransition,
  attachableDisksPage,
  attachDiskFormInput,
  attachPermission,
  checkByActionStates,
  createDiskFormInput,
  diskRowPermissions,
  INSTANCE_DISKS,
  instanceDisksPage,
  splitBootDisk,
} from '~/machines/compute/instance-storage'
import type { InstanceRef } from '~/machines/shared/permission.rules'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk.machine'
import { StorageTab } from '~/views/compute/instances/storage/StorageTab'
import { useConnect } from '~/views/use-connect'
import { diskSourcesSection } from '~/machines/shared/disk-sources'
import { couldNot, orThrow, routeApi, useConfirmAction, useFormPage, useListPage, useRunAction } from '../kit'
import { useRowsSection } from '../fresh-section'
import { useListItems, usePageActor } from '../page-actor'
import { useInstance } from './instance.pages'

// The two forms (side modals: their dialog, focus trap, fields) come when one is opened, not with the tab.
const forms = () => import('~/views/compute/instances/storage/Forms')
const AttachDiskForm = lazy(() => forms().then((m) => ({ default: m.AttachDiskForm })))
const CreateDiskForm = lazy(() => forms().then((m) => ({ default: m.CreateDiskForm })))

const storageRoute = routeApi('/authed/projects/$project/instances/$instance/storage')

function AttachDiskModal({ instanceRef, onClose }: { instanceRef: InstanceRef; onClose: () => void }) {
  const { list: disks } = useListPage<Disk>({ fetchPage: attachableDisksPage(instanceRef.project) })
  const { form } = useFormPage(attachDiskFormInput(instanceRef), { noun: 'disk', verb: 'attached', closeTo: onClose })
  return <AttachDiskForm form={form} disks={disks} onDismiss={onClose} />
}

function CreateDiskModal({ instanceRef, onClose }: { instanceRef: InstanceRef; onClose: () => void }) {
  const { form } = useFormPage(createDiskFormInput(instanceRef), {
    noun: 'disk',
    verb: 'created and attached',
    closeTo: onClose,
  })
  return <CreateDiskForm form={form} onDismiss={onClose} />
}

export function InstanceStorageRoute() {
  // The instance page's live instance: its state and actions update while this tab is open.
  const live = useInstance()
  const { instance } = live
  const can = checkByActionStates(live.actions)
  // As in the URL, so the list reads what the loader put in the cache.
  const { project, instance: name } = storageRoute.useParams()
  const ref: InstanceRef = { project, instance: name }
  const { actor, list: disks } = useListPage({
    fetchPage: instanceDisksPage(ref),
    initialPage: storageRoute.useLoaderData(),
    pollWhile: anyDiskInTransition,
    refreshOn: INSTANCE_DISKS,
  })
  const { boot, other } = splitBootDisk(instance, disks.rows)
  // Where the disks came from: a part of the tab, read after the rows.
  const sources = useRowsSection(diskSourcesSection(project, disks.rows))
  // One disk machine per row: the disk-state rules and the disk calls (detach, snapshot) are its.
  const rows = usePageActor(diskRowsMachine, { input: { project } })
  useListItems(actor, useCallback((disks: Disk[]) => rows.send({ type: 'ROWS', rows: disks }), [rows]))
  const rowActors = useConnect(rows, (s) => s.context.rows)
  const run = useRunAction()
  const confirmAction = useConfirmAction()
  // Which side modal is open: view state, not server data.
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const close = () => setModal(null)

  const changeBootDisk = (disk: Disk, to: string | null) =>
    void confirmAction({
      title: to ? 'Set boot disk' : 'Unset boot disk',
      message: to
        ? `Set ${disk.name} as the boot disk of ${instance.name}? It takes effect the next time the instance starts.`
        : `Unset ${disk.name} as the boot disk of ${instance.name}? The instance then boots from its first disk.`,
      confirmLabel: to ? 'Set boot disk' : 'Unset boot disk',
      errorTitle: couldNot(to ? 'set' : 'unset', 'boot disk'),
      action: () => orThrow(live.setBootDisk(to)),
      success: to ? `Boot disk set to ${disk.name}` : 'Boot disk unset',
    })

  return (
    <>
      <StorageTab
        project={project}
        bootDisks={boot}
        // Its rows are the list minus the boot disk: the list's own filter would show them all again.
        otherDisks={{ ...disks, rows: other, filter: undefined }}
        sources={sources}
        rowActor={(id): DiskRowActor | undefined => rowActors[id]}
        permissions={(d: DiskProps) => diskRowPermissions(can, instance, d)}
        attach={attachPermission(can)}
        onDetach={(d) => void run(d.detach(instance.id), `Disk ${d.disk.name} detached`, couldNot('detach', 'disk'))}
        onSnapshot={(d) =>
          void run(d.snapshot(), `Snapshot of disk ${d.disk.name} created`, couldNot('create', 'snapshot'))
        }
        onSetBootDisk={(d) => changeBootDisk(d, d.name)}
        onUnsetBootDisk={(d) => changeBootDisk(d, null)}
        onAttachExisting={() => setModal('attach')}
        onCreateNew={() => setModal('create')}
      />
      <Suspense fallback={null}>
        {modal === 'attach' && <AttachDiskModal instanceRef={ref} onClose={close} />}
        {modal === 'create' && <CreateDiskModal instanceRef={ref} onClose={close} />}
      </Suspense>
    </>
  )
}
