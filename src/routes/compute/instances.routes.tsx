import { lazyRouteComponent } from '@tanstack/react-router'
import { isTransitional } from '~/machines/compute/instance.rules'
import { projectLayout } from '../layouts'
import { listRoute } from '../kit'
import { pb } from '~/paths'

const pages = () => import('./instances.pages')

export const instancesList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'instances',
  crumb: 'Instances',
  fetchPage: ({ project }) => async (q) => (await pages()).instancesPage(project)(q),
  refreshOn: ['/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks'],
  // Poll the page while any row is on its way somewhere.
  pollWhile: (rows) => rows.some((r) => isTransitional(r.instance.runState)),
  page: lazyRouteComponent(pages, 'Instances'),
  textOf: (r) => r.instance,
  sortByName: true,
  rowTo: ({ project }, instance) => pb.instance({ project, instance }),
})

export const instancesRoutes = [instancesList.withModals()]
