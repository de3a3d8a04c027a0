// The instance's Storage tab: a chunk of its own (instance-storage.routes.tsx).
import { useCallback, useState } from 'react'
import type { Disk } from '~/api'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { anyDiskInTransition, attachableDisksPage, attachDiskFormInput, attachPermission, checkByActionStates, createDiskFormInput, diskRowPermissions, instanceDisksPage, splitBootDisk } from '~/machines/compute/instance-storage'
import { type InstanceRef } from '~/machines/shared/permission'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine } from '~/machines/shared/list.machine'
import { AttachDiskForm } from '~/views/compute/instances/storage/AttachDiskForm'
import { CreateDiskForm } from '~/views/compute/instances/storage/CreateDiskForm'
import { StorageTab } from '~/views/compute/instances/storage/StorageTab'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { useInstance } from './instance.pages'
import { instanceStorageRoute } from './instance-storage.routes'
import { useListItems, usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { couldNot, useFormPage, useListPage } from '../kit'

const diskList = createListMachine<Disk>()

/** Runs a row action through its disk machine: a toast says how it went. */
function useRunAction() {
  const toast = useToast()
  return (work: Promise<{ ok: true } | { ok: false; error: string }>, success: string, failure: string) =>
    work.then((r) =>
      r.ok
        ? void toast({ title: success, variant: 'success' })
        : void toast({ title: failure, description: r.error, variant: 'error' }),
    )
}

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
  const ref: InstanceRef = instanceStorageRoute.useParams()
  const { project } = ref
  const actor = usePageActor(diskList, {
    input: {
      fetchPage: instanceDisksPage(ref),
      initialPage: instanceStorageRoute.useLoaderData(),
      pollWhile: anyDiskInTransition,
    },
  })
  const disks = useConnect(actor, connectList<Disk>)
  const { boot, other } = splitBootDisk(instance, disks.rows)
  useRefreshOnInvalidate('/v1/instances', useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
  // One disk machine per row: the disk-state rules and the disk calls (detach, snapshot) are its.
  const rows = usePageActor(diskRowsMachine, { input: { project } })
  useListItems(actor, useCallback((disks: Disk[]) => rows.send({ type: 'SYNC', disks }), [rows]))
  const rowActors = useConnect(rows, (s) => s.context.rows)
  const run = useRunAction()
  const confirm = useConfirm()
  const toast = useToast()
  // Which side modal is open: view state, not server data.
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const close = () => setModal(null)

  const changeBootDisk = (disk: Disk, to: string | null) =>
    confirm({
      title: to ? 'Set boot disk' : 'Unset boot disk',
      message: to
        ? `Set ${disk.name} as the boot disk of ${instance.name}? It takes effect the next time the instance starts.`
        : `Unset ${disk.name} as the boot disk of ${instance.name}? The instance then boots from its first disk.`,
      confirmLabel: to ? 'Set boot disk' : 'Unset boot disk',
      errorTitle: couldNot(to ? 'set' : 'unset', 'boot disk'),
      action: async () => {
        const result = await live.setBootDisk(to)
        if (!result.ok) throw new Error(result.error)
      },
    }).then((done) => {
      if (done) toast({ title: to ? `Boot disk set to ${disk.name}` : 'Boot disk unset', variant: 'success' })
    })

  return (
    <>
      <StorageTab
        bootDisks={boot}
        otherDisks={{ ...disks, rows: other }}
        rowActor={(id): DiskRowActor | undefined => rowActors[id]}
        permissions={(d: DiskProps) => diskRowPermissions(can, instance, d)}
        attach={attachPermission(can)}
        onDetach={(d) => void run(d.detach(instance.id), `Disk ${d.disk.name} detached`, couldNot('detach', 'disk'))}
        onSnapshot={(d) =>
          void run(d.snapshot(), `Snapshot of disk ${d.disk.name} created`, couldNot('create', 'snapshot'))
        }
        onSetBootDisk={(d) => void changeBootDisk(d, d.name)}
        onUnsetBootDisk={(d) => void changeBootDisk(d, null)}
        onAttachExisting={() => setModal('attach')}
        onCreateNew={() => setModal('create')}
      />
      {modal === 'attach' && <AttachDiskModal instanceRef={ref} onClose={close} />}
      {modal === 'create' && <CreateDiskModal instanceRef={ref} onClose={close} />}
    </>
  )
}
