import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { diskRowsBusy } from '~/machines/shared/disk.rules'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { formRoute, listRoute } from '../kit'
import { pb } from '~/paths'

const pages = () => import('./disks.pages')

export const disksList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'disks',
  crumb: 'Disks',
  fetchPage: ({ project }) => async (q) => (await pages()).diskRowsPage(project)(q),
  // The disks, and the instance calls that attach and detach them (the names the rows show follow their own reads).
  refreshOn: ['/v1/disks', '/v1/disks/{disk}', '/v1/instances/{instance}/disks'],
  // Poll the page while any disk is on its way somewhere.
  pollWhile: diskRowsBusy,
  page: lazyRouteComponent(pages, 'DisksList'),
  textOf: (r) => r.disk,
  sortByName: true,
})

export const disksNewRoute = formRoute({
  getParentRoute: () => disksList.layout,
  path: 'disks-new',
  crumb: 'New disk',
  // The form opens at once; its pickers' lists are a part of it (started here, not waited for).
  load: async ({ project }) => (await pages()).startDiskFormPickers(project),
  input: async ({ project }) => (await pages()).diskFormInput(project),
  noun: 'disk',
  verb: 'created',
  closeTo: ({ project }) => pb.disks({ project }),
  form: lazyRouteComponent(pages, 'DiskFormPage'),
})

/** A disk's details, over the list, with a URL of its own. */
export const diskDetailRoute = createRoute({
  getParentRoute: () => disksList.layout,
  path: 'disks/$disk',
  staticData: { crumb: (p) => p.disk },
  loader: async ({ params }) => orNotFound((await pages()).loadDiskDetail({ project: params.project, disk: params.disk })),
  component: lazyRouteComponent(pages, 'DiskDetailRoute'),
})

export const disksRoutes = [disksList.withModals([disksNewRoute, diskDetailRoute])]
