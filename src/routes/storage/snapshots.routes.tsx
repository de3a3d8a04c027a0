import { lazyRouteComponent } from '@tanstack/react-router'
import { snapshotInTransition, snapshotRowsPage } from '~/machines/storage/snapshot-form.reads'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./snapshots.pages')
// The forms' reads, fields, rules and calls load with the form (its route's loader), not with the app.
const snapshots = () => import('~/machines/storage/snapshots.input')
const snapshotForm = () => import('~/machines/storage/snapshot-form.input')
const imageForm = () => import('~/machines/storage/images.input')

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
  load: async ({ project }) => (await snapshots()).loadSnapshotDiskChoices(project),
  input: async ({ project }) => (await snapshotForm()).snapshotFormInput(project),
  noun: 'snapshot',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  form: lazyRouteComponent(() => import('~/views/storage/snapshots/SnapshotForm'), 'SnapshotForm'),
})

export const snapshotImagesNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots/$snapshot/images-new',
  crumb: 'New image',
  load: async ({ project, snapshot }) => (await snapshots()).fetchSnapshot({ project, snapshot }),
  input: async ({ project }, snapshot) => (await imageForm()).imageFromSnapshotFormInput(project, snapshot),
  noun: 'image',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  doneTo: (_, { project }) => pb.projectImages({ project }),
  form: lazyRouteComponent(() => import('~/views/storage/images/ImageFromSnapshotForm'), 'ImageFromSnapshotForm'),
})

export const snapshotsRoutes = [snapshotsList.withModals([snapshotsNewRoute, snapshotImagesNewRoute])]
