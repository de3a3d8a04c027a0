import type { ProbeRow } from '~/machines/networking/probes.input'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { CopyToClipboard, PropertiesTable, Section, Table } from '~/views/ui'
import { css } from 'styled-system/css'
import { SledName } from './SledName'
import { mono } from '~/views/ui/text'

type Props = {
  probe: ProbeRow
  onDismiss: () => void
}

const ipCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontFamily: 'mono', fontSize: 'xs' })
const KIND: Record<string, string> = { ephemeral: 'Ephemeral', floating: 'Floating', snat: 'SNAT' }

/** A probe, read-only (Nexus has no call that changes one): what ProbeInfo gives. */
export function ProbeDetails({ probe: p, onDismiss }: Props) {
  const nic = p.interface
  return (
    <DetailsModal title="Probe" subtitle={p.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: p.name },
          { label: 'ID', value: <span className={mono}>{p.id}</span> },
          { label: 'Sled', value: <SledName probe={p} /> },
        ]}
      />
      <Section title="External IPs">
        <Table
          label="External IPs"
          rows={p.externalIps}
          rowKey={(ip) => ip.ip}
          columns={[
            {
              header: 'IP',
              cell: (ip) => (
                <span className={ipCell}>
                  {ip.ip}
                  <CopyToClipboard text={ip.ip} label={`Copy IP address ${ip.ip}`} />
                </span>
              ),
            },
            { header: 'Kind', cell: (ip) => KIND[ip.kind] ?? ip.kind },
            { header: 'Ports', cell: (ip) => `${ip.firstPort}–${ip.lastPort}` },
          ]}
          emptyState="No external IPs"
        />
      </Section>
      <Section title="Network interface">
        <PropertiesTable
          items={[
            { label: 'Name', value: nic.name },
            { label: 'Private IP', value: <span className={mono}>{nic.ip}</span> },
            { label: 'Subnet', value: <span className={mono}>{nic.subnet}</span> },
            { label: 'MAC address', value: <span className={mono}>{nic.mac}</span> },
            { label: 'VNI', value: String(nic.vni) },
            { label: 'Primary', value: nic.primary ? 'Yes' : 'No' },
            { label: 'Slot', value: String(nic.slot) },
            ...(nic.transitIps?.length ? [{ label: 'Transit IPs', value: <span className={mono}>{nic.transitIps.join(', ')}</span> }] : []),
          ]}
        />
      </Section>
    </DetailsModal>
  )
}
