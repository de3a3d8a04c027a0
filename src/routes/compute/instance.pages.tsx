// The instance page's frame (header, actions, tabs) and its Connect tab: a
// chunk of their own, loaded with the route's data (instance.routes.tsx). The
// other tabs are chunks of their own, and read the page's live instance here.
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { createContext, useContext, useEffect } from 'react'
import type { ExternalIp, Instance, InstanceState } from '~/api'
import { externalIpsSection, INSTANCE_READS, sshKeysSection, type InstancePageData } from '~/machines/compute/instance-page'
import { connectInstance, type InstanceProps } from '~/machines/compute/instance.connect'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { copyEvent } from '~/machines/shared/lifecycle.machine'
import { mapSection, type Section } from '~/machines/shared/section'
import { instancePlacement } from '~/machines/shared/sled-placement.rules'
import { instanceSledsSection } from '~/machines/shared/sled-placements'
import { ConnectTab } from '~/views/compute/instances/ConnectTab'
import { InstancePage } from '~/views/compute/instances/InstancePage'
import { InstanceSled } from '~/views/compute/instances/InstanceSled'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import { routeApi, useSection } from '../kit'
import { useFleetViewer } from '../session'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'

/**
 * The instance page's live instance: one machine, started by the page, shared
 * by its header and every tab, so a tab's actions follow the instance's state
 * while it is open; and its external IPs, a part of the page read beside it
 * (and read again when they change).
 */
const InstanceContext = createContext<{ instance: InstanceProps; externalIps: Section<ExternalIp[]> } | null>(null)

function usePage() {
  const page = useContext(InstanceContext)
  if (!page) throw new Error('useInstance must be used inside the instance page')
  return page
}

export const useInstance = (): InstanceProps => usePage().instance
export const useExternalIps = (): Section<ExternalIp[]> => usePage().externalIps

// The header lists the external IPs: they follow what a tab attaches or detaches.
const instanceRoute = routeApi('/authed/projects/$project/instances/$instance', {
  refreshOn: INSTANCE_READS,
})

// Whether the user is a fleet viewer: only then does the page look for the sled the instance runs on.

/** The sled it runs on, found in the fleet's scan (kept for the session's instance pages), by its state now. */
function InstanceSledRoute({ instance, runState }: { instance: Instance; runState: InstanceState }) {
  const placements = useSection(instanceSledsSection())
  return <InstanceSled placement={mapSection(placements, (p) => instancePlacement(p, { id: instance.id, runState }))} />
}

export function InstanceLayoutRoute() {
  const { project } = instanceRoute.useParams()
  const data = instanceRoute.useLoaderData()
  // A renamed or different instance is a new page with a new machine.
  return <InstanceLayout key={data.instance.id} project={project} {...data} />
}

function InstanceLayout({ project, instance: loaded }: { project: string } & InstancePageData) {
  const navigate = useNavigate()
  const isFleetViewer = useFleetViewer()
  const externalIps = mapSection(useSection(externalIpsSection({ project, instance: loaded.name })), (r) => r.items)
  const toast = useToast()
  const { pathname } = useLocation()
  const actor = usePageActor(instanceMachine, { input: { project, instance: loaded } })
  // The route reads the instance again when a change elsewhere (the palette's actions) invalidates it.
  useEffect(() => actor.send(copyEvent(loaded)), [actor, loaded])
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
        sled={isFleetViewer ? <InstanceSledRoute instance={props.instance} runState={props.runState} /> : undefined}
        pathname={pathname}
        onNavigate={(to, hash) => void navigate({ to, hash })}
      >
        <Outlet />
      </InstancePage>
    </InstanceContext.Provider>
  )
}

const connectRoute = routeApi('/authed/projects/$project/instances/$instance/connect')

export function InstanceConnectRoute() {
  const { project, instance: name } = connectRoute.useParams()
  const sshKeys = mapSection(useSection(sshKeysSection({ project, instance: name })), (r) => r.items)
  const instance = useInstance()
  return (
    <ConnectTab
      instance={instance.instance}
      project={project}
      externalIps={useExternalIps()}
      sshKeys={sshKeys}
      serialConsoleHref={pb.serialConsole({ project, instance: instance.instance.name })}
      serialConsoleDisabledReason={instance.actions.serialConsole.reason}
    />
  )
}
