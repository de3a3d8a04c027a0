// The instance's Connect tab: a chunk of its own (instance-connect.routes.tsx).
import { ConnectTab } from '~/views/compute/instances/ConnectTab'
import { instanceConnectRoute } from './instance-connect.routes'
import { useInstance } from './instance.pages'
import { instanceLayout } from './instance.routes'
import { pb } from '~/paths'

export function InstanceConnectRoute() {
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
}
