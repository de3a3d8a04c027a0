import type { ReactNode } from 'react'
import type { ExternalIp } from '~/api'
import type { InstanceProps } from '~/machines/compute/instance.connect'
import { pb, RESIZE_SECTION } from '~/paths'
import { InstanceActionMenu } from './InstanceActionMenu'
import { InstanceHeader, INSTANCE_TABS, type InstanceTab } from './InstanceHeader'
import { RunStateBadge } from './RunStateBadge'

type Props = {
  project: string
  /** The page's instance machine, connected: the header, the menu and every tab follow it. */
  instance: InstanceProps
  externalIps: ExternalIp[]
  /** The URL's path: which tab is open. */
  pathname: string
  /** Goes to an in-app URL (a tab, the resize section, the serial console). */
  onNavigate: (to: string, hash?: string) => void
  /** The open tab. */
  children: ReactNode
}

const tabOf = (pathname: string): InstanceTab =>
  INSTANCE_TABS.find((t) => pathname.split('/').includes(t.value))?.value ?? 'storage'

/** The instance page: name, properties and actions above the tabs. */
export function InstancePage({ project, instance, externalIps, pathname, onNavigate, children }: Props) {
  const params = { project, instance: instance.instance.name }
  const tabHref: Record<InstanceTab, string> = {
    storage: pb.instanceStorage(params),
    networking: pb.instanceNetworking(params),
    metrics: pb.instanceMetrics(params),
    connect: pb.instanceConnect(params),
    settings: pb.instanceSettings(params),
  }
  return (
    <InstanceHeader
      instance={instance.instance}
      externalIps={externalIps}
      state={
        <RunStateBadge
          state={instance.runState}
          since={instance.instance.timeRunStateUpdated}
          dueForRestart={instance.dueForRestart}
        />
      }
      actions={
        <InstanceActionMenu
          instance={instance}
          trigger="Actions"
          label="Instance actions"
          onResize={() => onNavigate(tabHref.settings, RESIZE_SECTION)}
          onSerialConsole={() => onNavigate(pb.serialConsole(params))}
        />
      }
      error={instance.error}
      tab={tabOf(pathname)}
      onTabChange={(t) => onNavigate(tabHref[t])}
    >
      {children}
    </InstanceHeader>
  )
}
