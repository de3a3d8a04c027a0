// The disks list and the new-disk form: a chunk of their own (disks.routes.tsx).
import { useCallback, useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { Disk, Image, Snapshot } from '~/api'
import { findDiskSource, foundChange, type DiskFormPickers, type DiskFormValues } from '~/machines/storage/disk-form'
import { connectFind, findMachine, type FindInput } from '~/machines/shared/find.machine'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { checkByRunState, diskRowPermissions } from '~/machines/compute/instance-storage'
import { type Permission } from '~/machines/shared/permission'
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

export function DiskFormPage({ form, onDismiss, loaded, params }: FormRouteProps<DiskFormValues, Disk, DiskFormPickers>) {
  const source = form.values.source
  const finder = usePageActor(
    findMachine.provide({
      actors: {
        find: fromPromise<unknown, FindInput>(({ input }) =>
          findDiskSource(params.project, input.scope === 'snapshot' ? 'snapshot' : 'image', input.name),
        ),
      },
    }),
  )
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
  const find = { ...found, onFind: (name: string) => finder.send({ type: 'FIND', name, scope: source }) }
  return <DiskForm form={form} pickers={loaded} find={loaded.more ? find : undefined} onDismiss={onDismiss} />
}
