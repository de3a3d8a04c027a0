// The probes list, one probe's view (read-only) and how a probe's sled is named.
import { useNavigate } from '@tanstack/react-router'
import type { ProbeRow } from '~/machines/networking/probes'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { mono, muted } from '~/views/ui/text'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { CopyToClipboard, PropertiesTable, Section, Table } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  project: string
  list: ListProps<ProbeRow>
  onDelete: (probe: ProbeRow) => void
}

/** Nexus lists a probe as ProbeInfo: no description or creation time, its sled and addresses instead. */
export function ProbesPage({ project, list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Probes"
      create={{ label: 'New probe', to: pb.probesNew({ project }) }}
      empty={{
        title: 'No probes',
        body: 'A probe is an instrumentation zone on a sled, with an address from an IP pool and an interface in the project’s default subnet',
      }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        { header: 'Name', cell: (p) => <NameLink to={pb.probe({ project, probe: p.name })}>{p.name}</NameLink> },
        { header: 'Sled', cell: (p) => <SledName probe={p} /> },
        {
          header: 'External IP',
          cell: (p) => (p.externalIps.length ? <span className={mono}>{p.externalIps.map((ip) => ip.ip).join(', ')}</span> : <span className={muted}>—</span>),
        },
        { header: 'Private IP', cell: (p) => <span className={mono}>{p.interface.ip}</span> },
        { header: 'Subnet', cell: (p) => <span className={mono}>{p.interface.subnet}</span> },
      ]}
      rowActions={(p) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.probe({ project, probe: p.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(p) },
      ]}
    />
  )
}

type DetailsProps = {
  probe: ProbeRow
  onDismiss: () => void
}

const ipCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontFamily: 'mono', fontSize: 'xs' })
const KIND: Record<string, string> = { ephemeral: 'Ephemeral', floating: 'Floating', snat: 'SNAT' }

/** A probe, read-only (Nexus has no call that changes one): what ProbeInfo gives. */
export function ProbeDetails({ probe: p, onDismiss }: DetailsProps) {
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

/** A probe's sled: its serial when the sleds could be read, else its id (small, so it does not pass for a name). */
function SledName({ probe }: { probe: Pick<ProbeRow, 'sled' | 'sledSerial'> }) {
  return probe.sledSerial ? <span title={probe.sled}>{probe.sledSerial}</span> : <span className={mono}>{probe.sled}</span>
}
