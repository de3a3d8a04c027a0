import { fetchApi } from '~/api'
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
import { formRoute, listRoute, useConfirmDelete, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '../paths'

export const snapshotsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'snapshots',
  crumb: (p) => [{ label: 'Snapshots', to: pb.snapshots({ project: p.project }) }],
  fetchPage: ({ project }) => snapshotRowsPage(project),
  // A disk deleted elsewhere shows as 'Deleted' once the disks are read again.
  refreshOn: ['/v1/snapshots', '/v1/disks'],
  // A snapshot being made settles on its own: keep the page fresh until it does.
  pollWhile: (rows) => rows.some(snapshotInTransition),
  page: function SnapshotsList({ list, params: { project } }) {
    const confirmDelete = useConfirmDelete()
    return (
      <SnapshotsPage
        project={project}
        list={list}
        onDelete={(s) => void confirmDelete({ noun: 'snapshot', name: s.name, remove: () => deleteSnapshot(project, s.name) })}
      />
    )
  },
})

export const snapshotsNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots-new',
  crumb: 'New snapshot',
  input: ({ project }) => snapshotFormInput(project),
  noun: 'snapshot',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  form: function SnapshotFormPage({ form, onDismiss, params: { project } }) {
    const { list: disks } = useListPage<SnapshotDiskOption>({ fetchPage: snapshotDiskOptionsPage(project) })
    return (
      <SnapshotForm
        form={form}
        disks={disks.isLoading || disks.error ? undefined : disks.rows}
        loadError={disks.error}
        onDismiss={onDismiss}
      />
    )
  },
})

export const snapshotImagesNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots/$snapshot/images-new',
  crumb: 'New image',
  load: ({ project, snapshot }) => fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } }),
  input: ({ project }, snapshot) => imageFromSnapshotFormInput(project, snapshot),
  noun: 'image',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  doneTo: (_, { project }) => pb.projectImages({ project }),
  form: ({ form, onDismiss, loaded }) => <ImageFromSnapshotForm snapshot={loaded.name} form={form} onDismiss={onDismiss} />,
})

export const snapshotsRoutes = [snapshotsList.withModals([snapshotsNewRoute, snapshotImagesNewRoute])]
