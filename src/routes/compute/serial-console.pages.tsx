// The serial console page: a chunk of its own (instance.routes.tsx), with
// the terminal in it.
import type { Instance } from '~/api'
import { connectSerialConsole } from '~/machines/compute/serial-console.connect'
import { serialConsoleMachine, waitsForBoot } from '~/machines/compute/serial-console.machine'
import { SerialConsolePage, SerialConsoleUnavailable } from '~/views/compute/instances/serial/SerialConsolePage'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import { routeApi } from '../kit'
import { usePageActor } from '../page-actor'

const serialRoute = routeApi('/authed/projects/$project/instances/$instance/serial-console')

/**
 * The socket, or the wait for the instance to run, lives as long as this
 * component: leaving the page stops the machine, which ends both.
 */
function SerialSession({ project, instance }: { project: string; instance: Instance }) {
  const actor = usePageActor(serialConsoleMachine, {
    input: { project, instance: instance.id, runState: instance.runState, runStateSince: instance.timeRunStateUpdated },
  })
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
  // The loader said the run state has no console, and it is not on its way to
  // one: no machine, no socket. A booting instance is waited for.
  if (unavailable !== undefined && !waitsForBoot(instance.runState)) {
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
