import { createRoute } from '@tanstack/react-router'
import { fetchApi } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import { SiloPage } from '~/views/system/SiloPage'
import { SilosPage } from '~/views/system/SilosPage'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

const fetchSilos = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/silos', { query: { limit, pageToken } })

export const silosList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  crumb: 'Silos',
  fetchPage: () => fetchSilos,
  refreshOn: '/v1/system/silos',
  page: SilosPage,
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

export const silosRoutes = [silosList.withModals(), siloRoute]
