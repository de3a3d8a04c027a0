// The disks list and the new-disk form: a chunk of their own (disks.routes.tsx).
import { useCallback } from 'react'
import type { Disk } from '~/api'
import type { DiskFormPickers, DiskFormValues } from '~/machines/storage/disk-form'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { checkByRunState, diskRowPermissions, type Permission } from '~/machines/compute/instance-storage'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { DisksPage, type DiskRow } from '~/views/storage/disks/DisksPage'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { couldNot, useConfirmDelete, type FormRouteProps, type ListPageProps } from '../kit'
import { useListItems, usePageActor } from '../page-actor'

/**
 * Detach is offered for disks on an instance: the instance's rules (run
 * state, boot disk) and the disk machine's, as on the instance storage tab.
 */
function detachPermission({ instance }: DiskRow, disk: DiskProps): Permission | undefined {
  if (!disk.instanceId) return undefined
  if (instance) return diskRowPermissions(checkByRunState(instance.runState), instance, disk).detach
  const { enabled, reason } = disk.actions.detach
  return enabled ? { allowed: true } : { allowed: false, reason }
}

export function DisksList({ list, actor, params: { project } }: ListPageProps<DiskRow>) {
  const toast = useToast()
  const confirmDelete = useConfirmDelete()
  const rows = usePageActor(diskRowsMachine, { input: { project } })
  // Every fetched page hands its disks to the row machines (one per disk).
  useListItems(
    actor,
    useCallback((items: DiskRow[]) => rows.send({ type: 'SYNC', disks: items.map((r) => r.disk) }), [rows]),
  )
  const rowActors = useConnect(rows, (s) => s.context.rows)

  const onSnapshot = (d: DiskProps) =>
    void d.snapshot().then((r) =>
      r.ok
        ? toast({ title: `Snapshot ${r.snapshot?.name ?? ''} created`, description: `From disk ${d.disk.name}`, variant: 'success' })
        : toast({ title: couldNot('create', 'snapshot'), description: r.error, variant: 'error' }),
    )
  const onDetach = (d: DiskProps) =>
    void d.detach().then((r) =>
      r.ok
        ? toast({ title: `Disk ${d.disk.name} detached`, variant: 'success' })
        : toast({ title: couldNot('detach', 'disk'), description: r.error, variant: 'error' }),
    )
  const onDelete = (d: DiskProps) =>
    void confirmDelete({
      noun: 'disk',
      name: d.disk.name,
      // Through the row's machine; a failure keeps the dialog open with an error toast (spec §2 Modals).
      remove: async () => {
        const result = await d.delete()
        if (!result.ok) throw new Error(result.error)
      },
    })

  return (
    <DisksPage
      project={project}
      list={list}
      rowActor={(id): DiskRowActor | undefined => rowActors[id]}
      detachPermission={detachPermission}
      onSnapshot={onSnapshot}
      onDetach={onDetach}
      onDelete={onDelete}
    />
  )
}

export function DiskFormPage({ form, onDismiss, loaded }: FormRouteProps<DiskFormValues, Disk, DiskFormPickers>) {
  return <DiskForm form={form} pickers={loaded} onDismiss={onDismiss} />
}
