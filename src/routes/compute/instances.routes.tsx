import { useCallback } from 'react'
import { fetchApi, type ExternalIp } from '~/api'
import { isTransitional } from '~/machines/compute/instance-actions'
import { instanceRowsMachine, type InstanceRowActor } from '~/machines/compute/instance-rows.machine'
import type { PageParams } from '~/machines/shared/list.machine'
import { InstancesPage, type InstanceRow } from '~/views/compute/instances/InstancesPage'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { listRoute } from '../kit'
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

export const instancesList = listRoute<InstanceRow>({
  getParentRoute: () => projectLayout,
  path: 'instances',
  crumb: 'Instances',
  fetchPage: ({ project }) => fetchInstances(project),
  refreshOn: '/v1/instances',
  // Poll the page while any row is on its way somewhere (spec §4).
  pollWhile: (rows) => rows.some((r) => isTransitional(r.instance.runState)),
  page: function Instances({ list, actor, params: { project } }) {
    const rows = usePageActor(instanceRowsMachine, { input: { project } })
    // Every fetched page hands its rows to the row machines (one per instance).
    useListItems(
      actor,
      useCallback((items: InstanceRow[]) => rows.send({ type: 'SYNC', instances: items.map((r) => r.instance) }), [rows]),
    )
    const rowActors = useConnect(rows, (s) => s.context.rows)
    return <InstancesPage project={project} list={list} rowActor={(id): InstanceRowActor | undefined => rowActors[id]} />
  },
})

export const instancesRoutes = [instancesList.withModals()]
