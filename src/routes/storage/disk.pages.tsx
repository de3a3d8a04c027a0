// The new-disk form and a disk's details (side modals over the disks list):
// a chunk of their own, loaded with their routes (disks.routes.tsx).
import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Disk, Image, Snapshot } from '~/api'
import { connectFind } from '~/machines/shared/find.machine'
import { foundChange, type DiskFormPickers, type DiskFormValues } from '~/machines/storage/disk-form.input'
import { diskSourceFindMachine } from '~/machines/storage/disk-source-find.machine'
import { loadDiskDetail, type DiskDetail } from '~/machines/storage/disk-detail.input'
import { DiskDetails } from '~/views/storage/disks/DiskDetails'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { routeApi, type FormRouteProps } from '../kit'
import { pb } from '~/paths'
import { usePageActor } from '../page-actor'

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
  refreshOn: ['/v1/disks', '/v1/disks/{disk}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'],
})

export function DiskDetailRoute() {
  const detail = diskRoute.useLoaderData()
  const { project } = diskRoute.useParams()
  const navigate = useNavigate()
  return <DiskDetails project={project} detail={detail} onDismiss={() => void navigate({ to: pb.disks({ project }) })} />
}
