import { createRoute } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE, type Instance } from '~/api'
import { connectList } from '~/machines/list.connect'
import { createListMachine } from '~/machines/list.machine'
import { InstancesPage } from '~/views/instances/InstancesPage'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from './layouts'
import { usePageActor } from './page-actor'

const instanceList = createListMachine<Instance>()
const fetchInstances = (project: string) => ({ pageToken, limit }: { pageToken?: string; limit: number }) =>
  fetchApi('/v1/instances', { query: { project, limit, pageToken } })

export const instancesRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances',
  staticData: { crumb: 'Instances' },
  loader: ({ params }) => fetchInstances(params.project)({ limit: PAGE_SIZE }),
  component: function InstancesRoute() {
    const { project } = instancesRoute.useParams()
    const actor = usePageActor(instanceList, { input: { fetchPage: fetchInstances(project) } })
    return <InstancesPage list={useConnect(actor, connectList<Instance>)} />
  },
})

export const instancesRoutes = [instancesRoute]
