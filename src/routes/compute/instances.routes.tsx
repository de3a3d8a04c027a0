import { createRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchApi, PAGE_SIZE, type ExternalIp } from '~/api'
import { isTransitional } from '~/machines/compute/instance-actions'
import { instanceRowsMachine, type InstanceRowActor } from '~/machines/compute/instance-rows.machine'
import type { PageParams } from '~/machines/shared/list.machine'
import { InstancesPage, type InstanceRow } from '~/views/compute/instances/InstancesPage'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { useListPage } from '../kit'
import { useListItems, usePageActor } from '../page-actor'

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

export const instancesRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances',
  staticData: { crumb: 'Instances' },
  loader: ({ params }) => fetchInstances(params.project)({ limit: PAGE_SIZE }),
  component: function InstancesRoute() {
    const { project } = instancesRoute.useParams()
    const { actor: list, list: listProps } = useListPage({
      fetchPage: fetchInstances(project),
      initialPage: instancesRoute.useLoaderData(),
      // Poll the page while any row is on its way somewhere (spec §4).
      pollWhile: (rows) => rows.some((r) => isTransitional(r.instance.runState)),
      refreshOn: '/v1/instances',
    })
    const rows = usePageActor(instanceRowsMachine, { input: { project } })
    // Every fetched page hands its rows to the row machines (one per instance).
    useListItems(
      list,
      useCallback((items: InstanceRow[]) => rows.send({ type: 'SYNC', instances: items.map((r) => r.instance) }), [rows]),
    )
    const rowActors = useConnect(rows, (s) => s.context.rows)
    return (
      <InstancesPage
        project={project}
        list={listProps}
        rowActor={(id): InstanceRowActor | undefined => rowActors[id]}
      />
    )
  },
})

export const instancesRoutes = [instancesRoute]
