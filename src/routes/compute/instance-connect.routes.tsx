import { createRoute } from '@tanstack/react-router'
import { ConnectTab } from '~/views/compute/instances/ConnectTab'
import { instanceLayout, useInstance } from './instance.routes'
import { pb } from '../paths'

export const instanceConnectRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'connect',
  staticData: { crumb: 'Connect' },
  component: function InstanceConnectRoute() {
    const { project } = instanceConnectRoute.useParams()
    const { externalIps } = instanceLayout.useLoaderData()
    const instance = useInstance()
    return (
      <ConnectTab
        instance={instance.instance}
        project={project}
        externalIps={externalIps}
        serialConsoleHref={pb.serialConsole({ project, instance: instance.instance.name })}
        serialConsoleDisabledReason={instance.actions.serialConsole.reason}
      />
    )
  },
})

export const instanceConnectRoutes = [instanceConnectRoute]
