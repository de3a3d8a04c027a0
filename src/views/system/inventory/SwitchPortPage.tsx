import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as Part } from '~/machines/shared/section'
import {
  clearSettingsRight,
  linkSummary,
  monitorFacts,
  type LldpLinkConfig,
  type LldpNeighbor,
  type SwitchPort,
} from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, Button, EmptyState, PageHeader, PropertiesTable, Section, SectionState, SectionValue, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'
import { PendingProperties, SectionTable } from '../section-parts'

type Props = {
  /** The page's own read. */
  port: SwitchPort
  /** Each panel's read, beside the port's: the link as the switch reports it, the LLDP service, what LLDP hears. */
  status: Part<unknown>
  lldp: Part<LldpLinkConfig>
  neighbors: Part<LldpNeighbor[]>
  /** The applied settings' name (undefined: none applied). */
  settingsName: Part<string | undefined>
  write: Permission
  onApply: () => void
  /** Asks, then clears the port's settings. */
  onClear: () => void
  onEditLldp: () => void
}

const actions = css({ display: 'flex', gap: '2' })

const LINK_BADGE = { up: 'success', down: 'danger', unknown: 'neutral' } as const

const orDash = (v: string | null | undefined) => (v ? v : '—')

function LinkStatus({ status }: { status: unknown }) {
  const link = linkSummary(status)
  return (
    <PropertiesTable
      columns={2}
      items={[
        { label: 'Link', value: <Badge variant={LINK_BADGE[link.state]}>{link.state}</Badge> },
        ...link.facts.map(([label, value]) => ({ label, value })),
        ...monitorFacts(status).map(([label, value]) => ({ label, value })),
      ]}
    />
  )
}

const lldpItems = (lldp: LldpLinkConfig) => [
  { label: 'Enabled', value: <Badge variant={lldp.enabled ? 'success' : 'neutral'}>{lldp.enabled ? 'yes' : 'no'}</Badge> },
  { label: 'Link name', value: orDash(lldp.linkName) },
  { label: 'Link description', value: orDash(lldp.linkDescription) },
  { label: 'Chassis ID', value: orDash(lldp.chassisId) },
  { label: 'System name', value: orDash(lldp.systemName) },
  { label: 'System description', value: orDash(lldp.systemDescription) },
  { label: 'Management IP', value: orDash(lldp.managementIp) },
]

/** The LLDP panel's labels, the same whatever the service says: its place while it is read. */
const LLDP_LABELS = ['Enabled', 'Link name', 'Link description', 'Chassis ID', 'System name', 'System description', 'Management IP']

/**
 * A switch port: what is applied to it, its link as the switch reports it,
 * its LLDP service and what LLDP hears. The port is the page; each panel is
 * read beside it and says in its own place when it could not be.
 */
export function SwitchPortPage({ port, status, lldp, neighbors, settingsName, write, onApply, onClear, onEditLldp }: Props) {
  const clear = clearSettingsRight(port, write)
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
            value: port.portSettingsId ? (
              <SectionValue section={settingsName} what="the applied settings’ name">
                {(name) => (name ? <NameLink to={pb.switchPortSettingsView({ settings: name })}>{name}</NameLink> : 'none')}
              </SectionValue>
            ) : (
              'none'
            ),
          },
          { label: 'ID', value: <span className={mono}>{port.id}</span> },
        ]}
      />
      <Section title="Link status">
        <SectionState section={status} what="the port’s link status" pending={<PendingProperties columns={2} labels={['Link']} />}>
          {(s) => <LinkStatus status={s} />}
        </SectionState>
      </Section>
      <Section
        title="LLDP"
        actions={
          <Button variant="secondary" size="sm" disabled={!write.allowed} disabledReason={write.reason} onClick={onEditLldp}>
            Edit LLDP
          </Button>
        }
      >
        <SectionState section={lldp} what="the port’s LLDP service" pending={<PendingProperties columns={2} labels={LLDP_LABELS} />}>
          {(config) => <PropertiesTable columns={2} items={lldpItems(config)} />}
        </SectionState>
      </Section>
      <Section title="LLDP neighbours">
        <SectionTable
          label="LLDP neighbours"
          section={neighbors}
          what="the port’s LLDP neighbours"
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
