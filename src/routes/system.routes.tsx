import { createRoute } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import { SiloPage } from '~/views/system/SiloPage'
import { SilosPage } from '~/views/system/SilosPage'
import { useListPage } from './kit'
import { systemLayout } from './layouts'
import { orNotFound } from './not-found'
import { pb } from './paths'

const fetchSilos = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/silos', { query: { limit, pageToken } })

export const silosRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  staticData: { crumb: 'Silos' },
  loader: () => fetchSilos({ limit: PAGE_SIZE }),
  component: function SilosRoute() {
    const { list } = useListPage({ fetchPage: fetchSilos, initialPage: silosRoute.useLoaderData(), refreshOn: '/v1/system/silos' })
    return <SilosPage list={list} />
  },
})

export const siloRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos/$silo',
  staticData: { crumb: (p) => [{ label: 'Silos', to: pb.silos() }, { label: p.silo, to: pb.silo({ silo: p.silo }) }] },
  loader: ({ params }) => orNotFound(fetchApi('/v1/system/silos/{silo}', { path: { silo: params.silo } })),
  component: function SiloRoute() {
    return <SiloPage silo={siloRoute.useLoaderData()} />
  },
})

export const systemRoutes = [silosRoute, siloRoute]
