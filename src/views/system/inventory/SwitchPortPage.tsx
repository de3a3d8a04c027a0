import { linkSummary, monitorFacts, type SwitchPortPage as PortData } from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, Button, EmptyState, PageHeader, PropertiesTable, Section, Table, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = PortData & {
  onApply: () => void
  /** Asks, then clears the port's settings. */
  onClear: () => void
  onEditLldp: () => void
}

const actions = css({ display: 'flex', gap: '2' })

const LINK_BADGE = { up: 'success', down: 'danger', unknown: 'neutral' } as const

const orDash = (v: string | null | undefined) => (v ? v : '—')

/** A switch port: what is applied to it, its link as the switch reports it, its LLDP service and what LLDP hears. */
export function SwitchPortPage({ port, status, lldp, neighbors, settingsName, write, onApply, onClear, onEditLldp }: Props) {
  const link = linkSummary(status)
  const monitors = monitorFacts(status)
  const noSettings = { allowed: false, reason: 'No settings are applied to this port' }
  const clear = !write.allowed ? write : settingsName ? write : noSettings
  return (
    <>
      <PageHeader
        title={`${port.portName} on ${port.switchLocation}`}
        description="A rack switch port"
        actions={
          <div className={actions}>
            <Button variant="primary" size="sm" disabled={!write.allowed} disabledReason={write.reason} onClick={onApply}>
              Apply settings
            </Button>
            <Button variant="secondary" size="sm" disabled={!clear.allowed} disabledReason={clear.reason} onClick={onClear}>
              Clear settings
            </Button>
          </div>
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'Port', value: port.portName },
          { label: 'Switch', value: port.switchLocation },
          { label: 'Rack', value: <span className={mono}>{port.rackId}</span> },
          {
            label: 'Applied settings',
            value: settingsName ? (
              <NameLink to={pb.switchPortSettingsView({ settings: settingsName })}>{settingsName}</NameLink>
            ) : (
              'none'
            ),
          },
          { label: 'ID', value: <span className={mono}>{port.id}</span> },
        ]}
      />
      <Section title="Link status">
        <PropertiesTable
          columns={2}
          items={[
            { label: 'Link', value: <Badge variant={LINK_BADGE[link.state]}>{link.state}</Badge> },
            ...link.facts.map(([label, value]) => ({ label, value })),
            ...monitors.map(([label, value]) => ({ label, value })),
          ]}
        />
      </Section>
      <Section
        title="LLDP"
        actions={
          <Button variant="secondary" size="sm" disabled={!write.allowed} disabledReason={write.reason} onClick={onEditLldp}>
            Edit LLDP
          </Button>
        }
      >
        <PropertiesTable
          columns={2}
          items={[
            { label: 'Enabled', value: <Badge variant={lldp.enabled ? 'success' : 'neutral'}>{lldp.enabled ? 'yes' : 'no'}</Badge> },
            { label: 'Link name', value: orDash(lldp.linkName) },
            { label: 'Link description', value: orDash(lldp.linkDescription) },
            { label: 'Chassis ID', value: orDash(lldp.chassisId) },
            { label: 'System name', value: orDash(lldp.systemName) },
            { label: 'System description', value: orDash(lldp.systemDescription) },
            { label: 'Management IP', value: orDash(lldp.managementIp) },
          ]}
        />
      </Section>
      <Section title="LLDP neighbours">
        <Table
          label="LLDP neighbours"
          rows={neighbors}
          rowKey={(n) => `${n.chassisId}/${n.linkName}`}
          columns={[
            { header: 'System', cell: (n) => <span title={n.systemDescription ?? undefined}>{orDash(n.systemName)}</span> },
            { header: 'Their port', cell: (n) => n.linkName },
            { header: 'Chassis ID', cell: (n) => <span className={mono}>{n.chassisId}</span> },
            {
              header: 'Management addresses',
              cell: (n) =>
                n.managementIp
                  .map((m) => ('ipAddr' in m.addr ? m.addr.ipAddr : m.addr.iEEE802.map((b) => b.toString(16).padStart(2, '0')).join(':')))
                  .join(', ') || '—',
            },
            { header: 'First seen', cell: (n) => formatDateTime(n.firstSeen), width: '12rem' },
            { header: 'Last seen', cell: (n) => formatDateTime(n.lastSeen), width: '12rem' },
          ]}
          emptyState={<EmptyState title="No neighbours" body="LLDP hears nothing on this port" />}
        />
      </Section>
    </>
  )
}
