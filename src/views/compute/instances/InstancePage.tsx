// The instance page: its frame (name, properties, actions and tabs) and its header.
import type { ReactNode } from 'react'
import type { ExternalIp, Instance } from '~/api'
import type { InstanceProps } from '~/machines/compute/instance.connect'
import type { Section } from '~/machines/shared/section'
import { pb, RESIZE_SECTION } from '~/paths'
import { InstanceActionMenu } from './InstanceActionMenu'
import { RunStateBadge } from './RunStateBadge'
import { css } from 'styled-system/css'
import { CopyToClipboard, formatBytes, formatDateTime, idProperty, PageHeader, PropertiesTable, SectionValue, Tabs } from '~/views/ui'

type Props = {
  project: string
  /** The page's instance machine, connected: the header, the menu and every tab follow it. */
  instance: InstanceProps
  externalIps: Section<ExternalIp[]>
  /** The sled it runs on, for a fleet viewer only (absent: no such property). */
  sled?: ReactNode
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
export function InstancePage({ project, instance, externalIps, sled, pathname, onNavigate, children }: Props) {
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
      sled={sled}
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
          onCreateLike={() => onNavigate(pb.instancesNew({ project, like: params.instance }))}
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

export const INSTANCE_TABS = [
  { value: 'storage', label: 'Storage' },
  { value: 'networking', label: 'Networking' },
  { value: 'metrics', label: 'Metrics' },
  { value: 'connect', label: 'Connect' },
  { value: 'settings', label: 'Settings' },
] as const
export type InstanceTab = (typeof INSTANCE_TABS)[number]['value']

type InstanceHeaderProps = {
  instance: Instance
  externalIps: Section<ExternalIp[]>
  /** The sled it runs on (fleet viewers); absent, the property is not shown. */
  sled?: ReactNode
  /** The run-state badge (with time in state and 'due for restart'). */
  state: ReactNode
  /** The actions menu, driven by the instance machine. */
  actions: ReactNode
  /** A failed action's message, from the machine. */
  error?: string
  tab: InstanceTab
  onTabChange: (tab: InstanceTab) => void
  children: ReactNode
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })

export function InstanceHeader({ instance, externalIps, sled, state, actions, error, tab, onTabChange, children }: InstanceHeaderProps) {
  return (
    <>
      <PageHeader title={instance.name} description={instance.description || undefined} actions={actions} />
      {error && (
        <p role="alert" className={css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', mb: '4' })}>
          {error}
        </p>
      )}
      <div className={css({ mb: '6' })}>
        <PropertiesTable
          columns={2}
          items={[
            { label: 'State', value: state },
            { label: 'CPU', value: `${instance.ncpus} vCPU` },
            { label: 'Memory', value: formatBytes(instance.memory) },
            { label: 'Hostname', value: <span className={mono}>{instance.hostname}</span> },
            {
              label: 'External IPs',
              value: (
                <SectionValue section={externalIps} what="the external IPs">
                  {(ips) =>
                    ips.length ? (
                      <span className={css({ display: 'inline-flex', gap: '3', flexWrap: 'wrap' })}>
                        {ips.map((ip) => (
                          <span key={ip.ip} className={mono}>
                            {ip.ip} <CopyToClipboard text={ip.ip} label={`Copy ${ip.ip}`} />
                          </span>
                        ))}
                      </span>
                    ) : (
                      '—'
                    )
                  }
                </SectionValue>
              ),
            },
            ...(sled === undefined ? [] : [{ label: 'Sled', value: sled }]),
            idProperty(instance.id, 'instance'),
            { label: 'Created', value: formatDateTime(instance.timeCreated) },
            { label: 'Last modified', value: formatDateTime(instance.timeModified) },
          ]}
        />
      </div>
      <Tabs aria-label="Instance" value={tab} onValueChange={onTabChange} tabs={INSTANCE_TABS}>
        {children}
      </Tabs>
    </>
  )
}
