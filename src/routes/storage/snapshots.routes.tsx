import { createRoute, Outlet } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE } from '~/api'
import { imageFromSnapshotFormInput } from '~/machines/storage/image-actions'
import {
  deleteSnapshot,
  snapshotDiskOptionsPage,
  snapshotFormInput,
  snapshotInTransition,
  snapshotRowsPage,
  type SnapshotDiskOption,
} from '~/machines/storage/snapshot-form'
import { ImageFromSnapshotForm } from '~/views/storage/images/ImageFromSnapshotForm'
import { SnapshotForm } from '~/views/storage/snapshots/SnapshotForm'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { useConfirmDelete, useFormPage, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

/** The snapshots list stays mounted under its create modals. */
export const snapshotsListLayout = createRoute({
  getParentRoute: () => projectLayout,
  id: 'snapshots-list',
  staticData: { crumb: (p) => [{ label: 'Snapshots', to: pb.snapshots({ project: p.project }) }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => snapshotRowsPage(params.project)({ limit: PAGE_SIZE }),
  component: function SnapshotsListRoute() {
    const { project } = snapshotsListLayout.useParams()
    // Another project is another page: its machines start over.
    return <SnapshotsList key={project} project={project} />
  },
})

function SnapshotsList({ project }: { project: string }) {
  const { list } = useListPage({
    fetchPage: snapshotRowsPage(project),
    initialPage: snapshotsListLayout.useLoaderData(),
    // A snapshot being made settles on its own: keep the page fresh until it does.
    pollWhile: (rows) => rows.some(snapshotInTransition),
    // A disk deleted elsewhere shows as 'Deleted' once the disks are read again.
    refreshOn: ['/v1/snapshots', '/v1/disks'],
  })
  const confirmDelete = useConfirmDelete()
  return (
    <>
      <SnapshotsPage
        project={project}
        list={list}
        onDelete={(s) => void confirmDelete({ noun: 'snapshot', name: s.name, remove: () => deleteSnapshot(project, s.name) })}
      />
      <Outlet />
    </>
  )
}

export const snapshotsRoute = createRoute({
  getParentRoute: () => snapshotsListLayout,
  path: 'snapshots',
})

export const snapshotsNewRoute = createRoute({
  getParentRoute: () => snapshotsListLayout,
  path: 'snapshots-new',
  staticData: { crumb: 'New snapshot' },
  component: function CreateSnapshotRoute() {
    const { project } = snapshotsNewRoute.useParams()
    const { list: disks } = useListPage<SnapshotDiskOption>({ fetchPage: snapshotDiskOptionsPage(project) })
    const { form, close } = useFormPage(snapshotFormInput(project), {
      noun: 'snapshot',
      verb: 'created',
      closeTo: pb.snapshots({ project }),
    })
    return (
      <SnapshotForm
        form={form}
        disks={disks.isLoading || disks.error ? undefined : disks.rows}
        loadError={disks.error}
        onDismiss={close}
      />
    )
  },
})

export const snapshotImagesNewRoute = createRoute({
  getParentRoute: () => snapshotsListLayout,
  path: 'snapshots/$snapshot/images-new',
  staticData: { crumb: 'New image' },
  loader: ({ params }) =>
    orNotFound(fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot: params.snapshot }, query: { project: params.project } })),
  component: function CreateImageFromSnapshotRoute() {
    const snapshot = snapshotImagesNewRoute.useLoaderData()
    const { project } = snapshotImagesNewRoute.useParams()
    const { form, close } = useFormPage(imageFromSnapshotFormInput(project, snapshot), {
      noun: 'image',
      verb: 'created',
      closeTo: pb.snapshots({ project }),
      doneTo: () => pb.projectImages({ project }),
    })
    return <ImageFromSnapshotForm snapshot={snapshot.name} form={form} onDismiss={close} />
  },
})

export const snapshotsRoutes = [snapshotsListLayout.addChildren([snapshotsRoute, snapshotsNewRoute, snapshotImagesNewRoute])]
