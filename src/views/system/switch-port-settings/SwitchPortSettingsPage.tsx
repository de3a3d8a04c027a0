import { useNavigate } from '@tanstack/react-router'
import {
  FEC_LABELS,
  GEOMETRY_LABELS,
  SPEED_LABELS,
  type SwitchPortSettings,
  type SwitchPortSettingsIdentity,
} from '~/machines/system/switch-port-settings'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime, PropertiesTable, Section, Table } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'

type Props = { list: ListProps<SwitchPortSettingsIdentity>; write: Permission; onDelete: (s: SwitchPortSettingsIdentity) => void }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** Named switch port settings: what a rack switch port takes when they are applied to it. */
export function SwitchPortSettingsPage({ list, write, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Switch port settings"
      create={{ label: 'New switch port settings', to: pb.switchPortSettingsNew(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No switch port settings', body: 'Settings give a switch port its link, addresses, routes and BGP peers' }}
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      columns={[
        { header: 'Name', cell: (s) => <NameLink to={pb.switchPortSettingsView({ settings: s.name })}>{s.name}</NameLink> },
        { header: 'Description', cell: (s) => <span className={muted}>{s.description}</span> },
        { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
      ]}
      rowActions={(s) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.switchPortSettingsView({ settings: s.name }) }) },
        { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(s) },
      ]}
    >
      <p className={note}>
        Switch port settings hold a port’s link (speed, FEC, MTU), its addresses from an address lot, static routes
        and BGP peers. Apply them to a port from its page under Inventory › Switch ports.
      </p>
    </ResourceListPage>
  )
}

const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v))

/** One settings object, part by part: readable tables, not JSON (Nexus has no call that changes settings). */
export function SwitchPortSettingsDetails({ settings: s, onDismiss }: { settings: SwitchPortSettings; onDismiss: () => void }) {
  const policy = (p: SwitchPortSettings['bgpPeers'][number]['allowedImport']) =>
    p.type === 'no_filtering' ? 'no filtering' : `allow ${p.value.join(', ')}`
  return (
    <DetailsModal title="Switch port settings" subtitle={s.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: s.name },
          { label: 'Description', value: orDash(s.description) },
          { label: 'Port geometry', value: GEOMETRY_LABELS[s.port.geometry] },
          { label: 'ID', value: <span className={mono}>{s.id}</span> },
        ]}
      />
      {/* Its tables are wider than the modal: they scroll here, a region the keyboard can reach and scroll. */}
      <div tabIndex={0} role="region" aria-label="Settings parts" className={css({ overflowX: 'auto' })}>
        <Section title="Links">
          <Table
            label="Links"
            rows={s.links}
            rowKey={(l) => l.linkName}
            columns={[
              { header: 'Link', cell: (l) => l.linkName },
              { header: 'Speed', cell: (l) => SPEED_LABELS[l.speed] },
              { header: 'FEC', cell: (l) => (l.fec ? FEC_LABELS[l.fec] : 'standard for the media') },
              { header: 'MTU', cell: (l) => l.mtu },
              { header: 'Autoneg', cell: (l) => (l.autoneg ? 'on' : 'off') },
            ]}
            emptyState="No links"
          />
        </Section>
        <Section title="Interfaces">
          <Table
            label="Interfaces"
            rows={s.interfaces}
            rowKey={(i) => i.id}
            columns={[
              { header: 'Interface', cell: (i) => i.interfaceName },
              { header: 'Kind', cell: (i) => i.kind },
              { header: 'IPv6', cell: (i) => (i.v6Enabled ? 'enabled' : 'off') },
              {
                header: 'VLANs',
                cell: (i) => orDash(s.vlanInterfaces.filter((v) => v.interfaceConfigId === i.id).map((v) => v.vlanId).join(', ')),
              },
            ]}
            emptyState="No interfaces"
          />
        </Section>
        <Section title="Addresses">
          <Table
            label="Addresses"
            rows={s.addresses}
            rowKey={(a) => `${a.interfaceName}/${a.address}/${a.vlanId ?? ''}`}
            columns={[
              { header: 'Address', cell: (a) => <span className={mono}>{a.address}</span> },
              { header: 'Interface', cell: (a) => a.interfaceName },
              { header: 'Address lot', cell: (a) => a.addressLotName },
              { header: 'VLAN', cell: (a) => orDash(a.vlanId) },
            ]}
            emptyState="No addresses"
          />
        </Section>
        <Section title="Routes">
          <Table
            label="Routes"
            rows={s.routes}
            rowKey={(r) => `${r.interfaceName}/${r.dst}/${r.gw}/${r.vlanId ?? ''}`}
            columns={[
              { header: 'Destination', cell: (r) => <span className={mono}>{r.dst}</span> },
              { header: 'Gateway', cell: (r) => <span className={mono}>{r.gw}</span> },
              { header: 'Interface', cell: (r) => r.interfaceName },
              { header: 'VLAN', cell: (r) => orDash(r.vlanId) },
            ]}
            emptyState="No static routes"
          />
        </Section>
        <Section title="BGP peers">
          <Table
            label="BGP peers"
            rows={s.bgpPeers}
            rowKey={(p) => `${p.interfaceName}/${p.addr}`}
            columns={[
              { header: 'Peer', cell: (p) => <span className={mono}>{p.addr}</span> },
              { header: 'BGP config', cell: (p) => p.bgpConfig },
              { header: 'Interface', cell: (p) => p.interfaceName },
              { header: 'Remote ASN', cell: (p) => orDash(p.remoteAsn) },
              {
                header: 'Timers',
                // Hold and keepalive in the cell; the import and export policies in its title (the modal is narrow).
                cell: (p) => (
                  <span title={`import: ${policy(p.allowedImport)}; export: ${policy(p.allowedExport)}`}>
                    {p.holdTime} s / {p.keepalive} s
                  </span>
                ),
              },
            ]}
            emptyState="No BGP peers"
          />
        </Section>
      </div>
    </DetailsModal>
  )
}
