// The probes list, one probe's view (read-only) and how a probe's sled is named.
import { useNavigate } from '@tanstack/react-router'
import { sledSerial, type ProbeRow, type Sled } from '~/machines/networking/probes'
import type { Section } from '~/machines/shared/section'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { mono, muted } from '~/views/ui/text'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { CopyToClipboard, PropertiesTable, Section as Part, SectionValue, Table } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  project: string
  list: ListProps<ProbeRow>
  /** The rack's sleds, which name the rows' sleds: a part of the page (null: the user may not read them). */
  sleds: Section<Sled[] | null>
  onDelete: (probe: ProbeRow) => void
}

/** Nexus lists a probe as ProbeInfo: no description or creation time, its sled and addresses instead. */
export function ProbesPage({ project, list, sleds, onDelete }: Props) {
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
        { header: 'Sled', cell: (p) => sectionCell(sleds, (all) => <SledName id={p.sled} serial={sledSerial(all, p.sled)} />) },
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
    >
      <ColumnFailure section={sleds} what="the probes’ sleds" />
    </ResourceListPage>
  )
}

type DetailsProps = {
  probe: ProbeRow
  /** The rack's sleds, which name its sled: a part of the page. */
  sleds: Section<Sled[] | null>
  onDismiss: () => void
}

const ipCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontFamily: 'mono', fontSize: 'xs' })
const KIND: Record<string, string> = { ephemeral: 'Ephemeral', floating: 'Floating', snat: 'SNAT' }

/** A probe, read-only (Nexus has no call that changes one): what ProbeInfo gives. */
export function ProbeDetails({ probe: p, sleds, onDismiss }: DetailsProps) {
  const nic = p.interface
  return (
    <DetailsModal title="Probe" subtitle={p.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: p.name },
          { label: 'ID', value: <span className={mono}>{p.id}</span> },
          {
            label: 'Sled',
            value: (
              <SectionValue section={sleds} what="the rack’s sleds">
                {(all) => <SledName id={p.sled} serial={sledSerial(all, p.sled)} />}
              </SectionValue>
            ),
          },
        ]}
      />
      <Part title="External IPs">
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
      </Part>
      <Part title="Network interface">
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
      </Part>
    </DetailsModal>
  )
}

/** A probe's sled: its serial when the user may read the sleds, else its id (small, so it does not pass for a name). */
function SledName({ id, serial }: { id: string; serial?: string }) {
  return serial ? <span title={id}>{serial}</span> : <span className={mono}>{id}</span>
}
