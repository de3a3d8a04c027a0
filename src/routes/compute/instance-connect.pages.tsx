// The instance's Connect tab: a chunk of its own (instance-connect.routes.tsx).
import { ConnectTab } from '~/views/compute/instances/ConnectTab'
import { pb } from '~/paths'
import { routeApi } from '../kit'
import { useExternalIps, useInstance } from './instance-context'

const connectRoute = routeApi('/authed/projects/$project/instances/$instance/connect')

export function InstanceConnectRoute() {
  const { project } = connectRoute.useParams()
  const instance = useInstance()
  return (
    <ConnectTab
      instance={instance.instance}
      project={project}
      externalIps={useExternalIps()}
      serialConsoleHref={pb.serialConsole({ project, instance: instance.instance.name })}
      serialConsoleDisabledReason={instance.actions.serialConsole.reason}
    />
  )
}
