// The instance page's components (header, actions, tabs frame): a chunk of
// their own, loaded with the route's data (instance.routes.tsx).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { createContext, useContext, useEffect } from 'react'
import { connectInstance, type InstanceProps } from '~/machines/compute/instance.connect'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { InstanceActionMenu } from '~/views/compute/instances/InstanceActionMenu'
import { InstanceHeader, INSTANCE_TABS, type InstanceTab } from '~/views/compute/instances/InstanceHeader'
import { RunStateBadge } from '~/views/compute/instances/RunStateBadge'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { instanceLayout } from './instance.routes'
import { usePageActor } from '../page-actor'
import { pb, RESIZE_SECTION } from '~/paths'
import { useOnDone } from '../use-on-done'

/** The instance page's live instance (one machine shared by the header and every tab). */
const InstanceContext = createContext<InstanceProps | null>(null)
export function useInstance(): InstanceProps {
  const props = useContext(InstanceContext)
  if (!props) throw new Error('useInstance must be used inside the instance page')
  return props
}

const tabOf = (pathname: string): InstanceTab =>
  INSTANCE_TABS.find((t) => pathname.split('/').includes(t.value))?.value ?? 'storage'

export function InstanceLayoutRoute() {
  const { instance } = instanceLayout.useLoaderData()
  // A renamed or different instance is a new page with a new machine.
  return <InstancePage key={instance.id} />
}

function InstancePage() {
  const { project } = instanceLayout.useParams()
  const { instance: loaded, externalIps } = instanceLayout.useLoaderData()
  const navigate = useNavigate()
  const toast = useToast()
  const { pathname } = useLocation()
  const actor = usePageActor(instanceMachine, { input: { project, instance: loaded } })
  // A reloaded route (after a mutation elsewhere) hands the machine the fresher copy.
  useEffect(() => actor.send({ type: 'SYNC', instance: loaded }), [actor, loaded])
  const props = useConnect(actor, connectInstance)
  useOnDone(actor, () => {
    toast({ title: `Instance ${loaded.name} deleted`, variant: 'success' })
    void navigate({ to: pb.instances({ project }) })
  })
  const params = { project, instance: props.instance.name }
  const tabHref: Record<InstanceTab, string> = {
    storage: pb.instanceStorage(params),
    networking: pb.instanceNetworking(params),
    metrics: pb.instanceMetrics(params),
    connect: pb.instanceConnect(params),
    settings: pb.instanceSettings(params),
  }
  return (
    <InstanceContext.Provider value={props}>
      <InstanceHeader
        instance={props.instance}
        externalIps={externalIps}
        state={
          <RunStateBadge
            state={props.runState}
            since={props.instance.timeRunStateUpdated}
            dueForRestart={props.dueForRestart}
          />
        }
        actions={
          <InstanceActionMenu
            instance={props}
            trigger="Actions"
            label="Instance actions"
            onResize={() => void navigate({ to: tabHref.settings, hash: RESIZE_SECTION })}
            onSerialConsole={() => void navigate({ to: pb.serialConsole(params) })}
          />
        }
        error={props.error}
        tab={tabOf(pathname)}
        onTabChange={(t) => void navigate({ to: tabHref[t] })}
      >
        <Outlet />
      </InstanceHeader>
    </InstanceContext.Provider>
  )
}
