import { lazyRouteComponent } from '@tanstack/react-router'
import { imageFromSnapshotFormInput } from '~/machines/storage/images'
import {
  fetchSnapshot,
  loadSnapshotDiskChoices,
  snapshotFormInput,
  snapshotInTransition,
  snapshotRowsPage,
} from '~/machines/storage/snapshots'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./snapshots.pages')
const forms = () => import('~/views/storage/snapshots/Forms')

export const snapshotsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'snapshots',
  crumb: (p) => [{ label: 'Snapshots', to: pb.snapshots({ project: p.project }) }],
  fetchPage: ({ project }) => snapshotRowsPage(project),
  // A disk deleted elsewhere shows as 'Deleted' once the disks are read again.
  refreshOn: ['/v1/snapshots', '/v1/snapshots/{snapshot}', '/v1/disks', '/v1/disks/{disk}'],
  // A snapshot being made settles on its own: keep the page fresh until it does.
  pollWhile: (rows) => rows.some(snapshotInTransition),
  page: lazyRouteComponent(pages, 'SnapshotsList'),
  sortByName: true,
})

export const snapshotsNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots-new',
  crumb: 'New snapshot',
  // The disk picker's choices come with the form (a failure is the page's error).
  load: ({ project }) => loadSnapshotDiskChoices(project),
  input: ({ project }) => snapshotFormInput(project),
  noun: 'snapshot',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  form: lazyRouteComponent(forms, 'SnapshotForm'),
})

export const snapshotImagesNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots/$snapshot/images-new',
  crumb: 'New image',
  load: ({ project, snapshot }) => fetchSnapshot({ project, snapshot }),
  input: ({ project }, snapshot) => imageFromSnapshotFormInput(project, snapshot),
  noun: 'image',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  doneTo: (_, { project }) => pb.projectImages({ project }),
  form: lazyRouteComponent(forms, 'ImageFromSnapshotForm'),
})

export const snapshotsRoutes = [snapshotsList.withModals([snapshotsNewRoute, snapshotImagesNewRoute])]
