import { lazyRouteComponent } from '@tanstack/react-router'
import { snapshotInTransition } from '~/machines/shared/disk.rules'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./snapshots.pages')

export const snapshotsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'snapshots',
  crumb: (p) => [{ label: 'Snapshots', to: pb.snapshots({ project: p.project }) }],
  fetchPage: ({ project }) => async (q) => (await pages()).snapshotRowsPage(project)(q),
  // (The disks the rows name are a part of the page, following their own reads.)
  refreshOn: ['/v1/snapshots', '/v1/snapshots/{snapshot}'],
  // A snapshot being made settles on its own: keep the page fresh until it does.
  pollWhile: (rows) => rows.some(snapshotInTransition),
  page: lazyRouteComponent(pages, 'SnapshotsList'),
  sortByName: true,
})

export const snapshotsNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots-new',
  crumb: 'New snapshot',
  // The form opens at once; the disk picker's choices are a part of it (started here, not waited for).
  load: async ({ project }) => (await pages()).startSnapshotDiskChoices(project),
  input: async ({ project }) => (await pages()).snapshotFormInput(project),
  noun: 'snapshot',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  form: lazyRouteComponent(pages, 'SnapshotFormPage'),
})

export const snapshotImagesNewRoute = formRoute({
  getParentRoute: () => snapshotsList.layout,
  path: 'snapshots/$snapshot/images-new',
  crumb: 'New image',
  load: async ({ project, snapshot }) => (await pages()).fetchSnapshot({ project, snapshot }),
  input: async ({ project }, snapshot) => (await pages()).imageFromSnapshotFormInput(project, snapshot),
  noun: 'image',
  verb: 'created',
  closeTo: ({ project }) => pb.snapshots({ project }),
  doneTo: (_, { project }) => pb.projectImages({ project }),
  form: lazyRouteComponent(pages, 'ImageFromSnapshotForm'),
})

export const snapshotsRoutes = [snapshotsList.withModals([snapshotsNewRoute, snapshotImagesNewRoute])]
