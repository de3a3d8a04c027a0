import type { SwitchPortSettings } from '~/machines/system/switch-port-settings.input'
import { FEC_LABELS, GEOMETRY_LABELS, SPEED_LABELS } from '~/machines/system/switch-ports.rules'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { PropertiesTable, Section, Table } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

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
