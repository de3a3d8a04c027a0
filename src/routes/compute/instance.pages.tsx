// The instance page's frame (header, actions, tabs): a chunk of its own,
// loaded with the route's data (instance.routes.tsx).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { INSTANCE_READS, loadInstancePage, type InstancePageData } from '~/machines/compute/instance-page.input'
import { connectInstance } from '~/machines/compute/instance.connect'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { InstancePage } from '~/views/compute/instances/InstancePage'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import { routeApi } from '../kit'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'
import { InstanceContext } from './instance-context'

// The header lists the external IPs: they follow what a tab attaches or detaches.
const instanceRoute = routeApi('/authed/projects/$project/instances/$instance', {
  load: loadInstancePage,
  refreshOn: INSTANCE_READS,
})

export function InstanceLayoutRoute() {
  const { project } = instanceRoute.useParams()
  const data = instanceRoute.useLoaderData()
  // A renamed or different instance is a new page with a new machine.
  return <InstanceLayout key={data.instance.id} project={project} {...data} />
}

function InstanceLayout({ project, instance: loaded, externalIps }: { project: string } & InstancePageData) {
  const navigate = useNavigate()
  const toast = useToast()
  const { pathname } = useLocation()
  const actor = usePageActor(instanceMachine, { input: { project, instance: loaded } })
  const props = useConnect(actor, connectInstance)
  useOnDone(actor, () => {
    toast({ title: `Instance ${loaded.name} deleted`, variant: 'success' })
    void navigate({ to: pb.instances({ project }) })
  })
  return (
    <InstanceContext.Provider value={{ instance: props, externalIps }}>
      <InstancePage
        project={project}
        instance={props}
        externalIps={externalIps}
        pathname={pathname}
        onNavigate={(to, hash) => void navigate({ to, hash })}
      >
        <Outlet />
      </InstancePage>
    </InstanceContext.Provider>
  )
}
