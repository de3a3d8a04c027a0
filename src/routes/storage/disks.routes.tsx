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
  // Rows name their instances and sources: a change to one (or one looked up by id) reads the page again.
  refreshOn: ['/v1/disks', '/v1/disks/{disk}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips', '/v1/images', '/v1/images/{image}', '/v1/snapshots', '/v1/snapshots/{snapshot}'],
  // Poll the page while any disk is on its way somewhere, or a row's instance is on its way.
  pollWhile: diskRowsBusy,
  page: lazyRouteComponent(pages, 'DisksList'),
  textOf: (r) => r.disk,
  sortByName: true,
})

export const disksNewRoute = formRoute({
  getParentRoute: () => disksList.layout,
  path: 'disks-new',
  crumb: 'New disk',
  load: async ({ project }) => (await pages()).loadDiskFormPickers(project),
  input: async ({ project }, pickers) => (await pages()).diskFormInput(project, pickers),
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
