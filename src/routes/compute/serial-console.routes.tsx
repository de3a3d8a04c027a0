import { createRoute } from '@tanstack/react-router'
import type { Instance } from '~/api'
import { disabledReason, instanceCan } from '~/machines/compute/instance-actions'
import { connectSerialConsole } from '~/machines/compute/serial-console.connect'
import { serialConsoleMachine } from '~/machines/compute/serial-console.machine'
import { SerialConsolePage, SerialConsoleUnavailable } from '~/views/compute/instances/serial/SerialConsolePage'
import { useConnect } from '~/views/use-connect'
import { fetchInstance } from './instance.routes'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { usePageActor } from '../page-actor'
import { pb } from '../paths'

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

/**
 * An instance's serial console, full height beside the project's navigation
 * (not under the instance's tabs). It opens only in run states that have a
 * console (spec §4); otherwise the page says why and opens nothing.
 */
export const serialConsoleRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance/serial-console',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
      { label: 'Serial console', to: pb.serialConsole({ project: p.project, instance: p.instance }) },
    ],
  },
  loader: ({ params }) => orNotFound(fetchInstance(params.project, params.instance)),
  component: function SerialConsoleRoute() {
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
  },
})

export const serialConsoleRoutes = [serialConsoleRoute]
