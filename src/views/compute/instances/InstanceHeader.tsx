import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { ExternalIp, Instance } from '~/api'
import { CopyToClipboard, PageHeader, PropertiesTable, Tabs, formatBytes, formatDateTime, idProperty } from '~/views/ui'

export const INSTANCE_TABS = [
  { value: 'storage', label: 'Storage' },
  { value: 'networking', label: 'Networking' },
  { value: 'metrics', label: 'Metrics' },
  { value: 'connect', label: 'Connect' },
  { value: 'settings', label: 'Settings' },
] as const
export type InstanceTab = (typeof INSTANCE_TABS)[number]['value']

type Props = {
  instance: Instance
  externalIps: ExternalIp[]
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

export function InstanceHeader({ instance, externalIps, state, actions, error, tab, onTabChange, children }: Props) {
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
              value: externalIps.length ? (
                <span className={css({ display: 'inline-flex', gap: '3', flexWrap: 'wrap' })}>
                  {externalIps.map((ip) => (
                    <span key={ip.ip} className={mono}>
                      {ip.ip} <CopyToClipboard text={ip.ip} label={`Copy ${ip.ip}`} />
                    </span>
                  ))}
                </span>
              ) : (
                '—'
              ),
            },
            idProperty(instance.id, 'instance'),
            { label: 'Created', value: formatDateTime(instance.timeCreated) },
            { label: 'Last modified', value: formatDateTime(instance.timeModified) },
          ]}
        />
      </div>
      <Tabs aria-label="Instance" value={tab} onValueChange={(v) => onTabChange(v as InstanceTab)} tabs={[...INSTANCE_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
