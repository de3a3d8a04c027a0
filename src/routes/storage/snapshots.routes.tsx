import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchApi, PAGE_SIZE, type Image, type Snapshot } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import {
  imageFromSnapshotFormInput,
  imageFromSnapshotFormMachine,
  type ImageFromSnapshotValues,
} from '~/machines/storage/image-actions'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine } from '~/machines/shared/list.machine'
import {
  deleteSnapshot,
  snapshotDiskOptionsPage,
  snapshotFormInput,
  snapshotFormMachine,
  snapshotInTransition,
  snapshotRowsPage,
  type SnapshotDiskOption,
  type SnapshotFormValues,
  type SnapshotRow,
} from '~/machines/storage/snapshot-form'
import { ImageFromSnapshotForm } from '~/views/storage/images/ImageFromSnapshotForm'
import { SnapshotForm } from '~/views/storage/snapshots/SnapshotForm'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'
import { useOnDone } from '../use-on-done'

const snapshotList = createListMachine<SnapshotRow>()
const diskOptionList = createListMachine<SnapshotDiskOption>()

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
  const actor = usePageActor(snapshotList, {
    input: {
      fetchPage: snapshotRowsPage(project),
      initialPage: snapshotsListLayout.useLoaderData(),
      // A snapshot being made settles on its own: keep the page fresh until it does.
      pollWhile: (rows) => rows.some(snapshotInTransition),
    },
  })
  const list = useConnect(actor, connectList<SnapshotRow>)
  const refresh = useCallback(() => actor.send({ type: 'REFRESH' }), [actor])
  useRefreshOnInvalidate('/v1/snapshots', refresh)
  // A disk deleted elsewhere shows as 'Deleted' once the disks are read again.
  useRefreshOnInvalidate('/v1/disks', refresh)
  const confirm = useConfirm()
  const toast = useToast()
  const onDelete = (s: SnapshotRow) =>
    void confirm({
      title: 'Delete snapshot',
      message: `Are you sure you want to delete snapshot ${s.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      action: () =>
        deleteSnapshot(project, s.name).then(() => toast({ title: `Snapshot ${s.name} deleted`, variant: 'success' })),
    })
  return (
    <>
      <SnapshotsPage project={project} list={list} onDelete={onDelete} />
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
    const navigate = useNavigate()
    const toast = useToast()
    const disksActor = usePageActor(diskOptionList, { input: { fetchPage: snapshotDiskOptionsPage(project) } })
    const disks = useConnect(disksActor, connectList<SnapshotDiskOption>)
    const actor = usePageActor(snapshotFormMachine, { input: snapshotFormInput(project) })
    const form = useConnect(actor, connectForm<SnapshotFormValues, Snapshot>)
    const close = () => void navigate({ to: pb.snapshots({ project }) })
    useOnDone<Snapshot>(actor, (s) => {
      toast({ title: `Snapshot ${s.name} created`, variant: 'success' })
      close()
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
    const navigate = useNavigate()
    const toast = useToast()
    const actor = usePageActor(imageFromSnapshotFormMachine, { input: imageFromSnapshotFormInput(project, snapshot) })
    const form = useConnect(actor, connectForm<ImageFromSnapshotValues, Image>)
    useOnDone<Image>(actor, (image) => {
      toast({ title: `Image ${image.name} created`, variant: 'success' })
      void navigate({ to: pb.projectImages({ project }) })
    })
    return (
      <ImageFromSnapshotForm
        snapshot={snapshot.name}
        form={form}
        onDismiss={() => void navigate({ to: pb.snapshots({ project }) })}
      />
    )
  },
})

export const snapshotsRoutes = [snapshotsListLayout.addChildren([snapshotsRoute, snapshotsNewRoute, snapshotImagesNewRoute])]
