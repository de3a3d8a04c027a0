// The serial console page: a chunk of its own (instance.routes.tsx); the
// terminal loads lazily inside.
import type { Instance } from '~/api'
import { connectSerialConsole } from '~/machines/compute/serial-console.connect'
import { serialConsoleMachine } from '~/machines/compute/serial-console.machine'
import { SerialConsolePage, SerialConsoleUnavailable } from '~/views/compute/instances/serial/SerialConsolePage'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import { routeApi } from '../kit'
import { usePageActor } from '../page-actor'

const serialRoute = routeApi('/authed/projects/$project/instances/$instance/serial-console')

/** The socket lives as long as this component: leaving the page stops the machine, which closes it. */
function SerialSession({ project, instance }: { project: string; instance: Instance }) {
  const actor = usePageActor(serialConsoleMachine, { input: { project, instance: instance.id } })
  const serial = useConnect(actor, connectSerialConsole)
  return (
    <SerialConsolePage
      instanceName={instance.name}
      instanceHref={pb.instance({ project, instance: instance.name })}
      console={serial}
    />
  )
}

export function SerialConsoleRoute() {
  const { instance, unavailable } = serialRoute.useLoaderData()
  const { project } = serialRoute.useParams()
  // The loader said the run state has no console: no machine, no socket.
  if (unavailable !== undefined) {
    return (
      <SerialConsoleUnavailable
        instanceName={instance.name}
        instanceHref={pb.instance({ project, instance: instance.name })}
        runState={instance.runState}
        reason={unavailable}
      />
    )
  }
  return <SerialSession key={instance.id} project={project} instance={instance} />
}
