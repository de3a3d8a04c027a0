import { lazyRouteComponent } from '@tanstack/react-router'
import { fetchApi, type ExternalIp } from '~/api'
import { isTransitional } from '~/machines/compute/instance-actions'
import type { PageParams } from '~/machines/shared/list.machine'
import type { InstanceRow } from '~/views/compute/instances/InstancesPage'
import { projectLayout } from '../layouts'
import { listRoute } from '../kit'

/** A page of instances with each one's external IPs, fetched together. */
const fetchInstances =
  (project: string) =>
  async ({ pageToken, limit }: PageParams) => {
    const page = await fetchApi('/v1/instances', { query: { project, limit, pageToken } })
    const ips = await Promise.all(
      page.items.map((i) =>
        fetchApi('/v1/instances/{instance}/external-ips', { path: { instance: i.id } }).then(
          (r) => r.items,
          (): ExternalIp[] => [],
        ),
      ),
    )
    return { ...page, items: page.items.map((instance, n) => ({ instance, externalIps: ips[n] })) }
  }

export const instancesList = listRoute<InstanceRow>({
  getParentRoute: () => projectLayout,
  path: 'instances',
  crumb: 'Instances',
  fetchPage: ({ project }) => fetchInstances(project),
  refreshOn: '/v1/instances',
  // Poll the page while any row is on its way somewhere (spec §4).
  pollWhile: (rows) => rows.some((r) => isTransitional(r.instance.runState)),
  page: lazyRouteComponent(() => import('./instances.pages'), 'Instances'),
})

export const instancesRoutes = [instancesList.withModals()]
