import { useCallback } from 'react'
import { allPages, fetchApi, PAGE_SIZE, type Disk, type Instance } from '~/api'
import { diskFormInput, loadDiskFormPickers } from '~/machines/storage/disk-form'
import type { DiskProps } from '~/machines/storage/disk.connect'
import { diskInstanceId, isDiskTransitional } from '~/machines/storage/disk.machine'
import { diskRowsMachine, type DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { checkByRunState, diskRowPermissions, type Permission } from '~/machines/compute/instance-storage'
import type { PageParams } from '~/machines/shared/list.machine'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { DisksPage, type DiskRow } from '~/views/storage/disks/DisksPage'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { formRoute, listRoute, useConfirmDelete } from '../kit'
import { useListItems, usePageActor } from '../page-actor'
import { pb } from '../paths'

/** The project's instances by id, to name the instance each disk is attached to. */
async function instancesById(project: string): Promise<Map<string, Instance>> {
  const instances = await allPages((pageToken) =>
    fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE, pageToken } }),
  ).catch((): Instance[] => [])
  return new Map(instances.map((i) => [i.id, i]))
}

/** A page of disks, each with the instance it is attached to. */
const fetchDiskRows =
  (project: string) =>
  async ({ pageToken, limit }: PageParams) => {
    const [page, instances] = await Promise.all([
      fetchApi('/v1/disks', { query: { project, limit, pageToken } }),
      instancesById(project),
    ])
    const rowOf = (disk: Disk): DiskRow => {
      const id = diskInstanceId(disk)
      return { disk, instance: id ? instances.get(id) : undefined }
    }
    return { ...page, items: page.items.map(rowOf) }
  }

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

export const disksList = listRoute<DiskRow>({
  getParentRoute: () => projectLayout,
  path: 'disks',
  crumb: 'Disks',
  fetchPage: ({ project }) => fetchDiskRows(project),
  refreshOn: '/v1/disks',
  // Poll the page while any disk is on its way somewhere.
  pollWhile: (rows) => rows.some((r) => isDiskTransitional(r.disk.state)),
  page: function DisksList({ list, actor, params: { project } }) {
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
          : toast({ title: 'Could not create snapshot', description: r.error, variant: 'error' }),
      )
    const onDetach = (d: DiskProps) =>
      void d.detach().then((r) =>
        r.ok
          ? toast({ title: `Disk ${d.disk.name} detached`, variant: 'success' })
          : toast({ title: 'Could not detach disk', description: r.error, variant: 'error' }),
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
  },
})

export const disksNewRoute = formRoute({
  getParentRoute: () => disksList.layout,
  path: 'disks-new',
  crumb: 'New disk',
  load: ({ project }) => loadDiskFormPickers(project),
  input: ({ project }, pickers) => diskFormInput(project, pickers),
  noun: 'disk',
  verb: 'created',
  closeTo: ({ project }) => pb.disks({ project }),
  form: ({ form, onDismiss, loaded }) => <DiskForm form={form} pickers={loaded} onDismiss={onDismiss} />,
})

export const disksRoutes = [disksList.withModals([disksNewRoute])]
