// The serial console page: a chunk of its own (serial-console.routes.tsx); the
// terminal loads lazily inside.
import type { Instance } from '~/api'
import { disabledReason, instanceCan } from '~/machines/compute/instance-actions'
import { connectSerialConsole } from '~/machines/compute/serial-console.connect'
import { serialConsoleMachine } from '~/machines/compute/serial-console.machine'
import { SerialConsolePage, SerialConsoleUnavailable } from '~/views/compute/instances/serial/SerialConsolePage'
import { useConnect } from '~/views/use-connect'
import { serialConsoleRoute } from './serial-console.routes'
import { usePageActor } from '../page-actor'
import { pb } from '~/paths'

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
  const instance = serialConsoleRoute.useLoaderData()
  const { project } = serialConsoleRoute.useParams()
  if (!instanceCan('serialConsole', instance.runState)) {
    return (
      <SerialConsoleUnavailable
        instanceName={instance.name}
        instanceHref={pb.instance({ project, instance: instance.name })}
        runState={instance.runState}
        reason={disabledReason('serialConsole', instance.runState) ?? ''}
      />
    )
  }
  return <SerialSession key={instance.id} project={project} instance={instance} />
}
