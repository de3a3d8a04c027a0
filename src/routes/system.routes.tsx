import { createRoute } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE, type Silo } from '~/api'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine } from '~/machines/shared/list.machine'
import { SiloPage } from '~/views/system/SiloPage'
import { SilosPage } from '~/views/system/SilosPage'
import { useConnect } from '~/views/use-connect'
import { systemLayout } from './layouts'
import { orNotFound } from './not-found'
import { usePageActor } from './page-actor'
import { pb } from './paths'

const siloList = createListMachine<Silo>()
const fetchSilos = ({ pageToken, limit }: { pageToken?: string; limit: number }) =>
  fetchApi('/v1/system/silos', { query: { limit, pageToken } })

export const silosRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  staticData: { crumb: 'Silos' },
  loader: () => fetchSilos({ limit: PAGE_SIZE }),
  component: function SilosRoute() {
    const actor = usePageActor(siloList, { input: { fetchPage: fetchSilos, initialPage: silosRoute.useLoaderData() } })
    return <SilosPage list={useConnect(actor, connectList<Silo>)} />
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
