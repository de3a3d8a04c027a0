// The VPC page's internet gateways tab and one gateway's details (read-only).
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api'
import { poolLabel, type GatewayRow } from '~/machines/networking/internet-gateways'
import type { ListProps } from '~/machines/shared/list.connect'
import { sectionData, type Section } from '~/machines/shared/section'
import type { Names } from '~/machines/shared/silo-pools'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime, SectionState, Table, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted, mono } from '~/views/ui/text'
import { ResourceDetails } from '~/views/kit/DetailsModal'

type Props = {
  project: string
  vpc: string
  list: ListProps<GatewayRow>
  /** The pools attached to each gateway on screen, by name: a part of the page, read after the rows. */
  attached: Section<ReadonlyMap<string, InternetGatewayIpPool[]>>
  /** The silo's pools' names (an attachment's own name stands in for one the silo does not list). */
  poolNames: Section<Names>
}

const subtle = css({ color: 'fgSubtle' })

/** The VPC page's internet gateways tab; a gateway's name opens its details. */
export function InternetGatewaysTab({ project, vpc, list, attached, poolNames }: Props) {
  const names = sectionData(poolNames, undefined)
  return (
    <ResourceListPage
      headless
      title="Internet gateways"
      empty={{ title: 'No internet gateways', body: 'This VPC has no internet gateway: its instances have no path out' }}
      list={list}
      rowKey={(r) => r.gateway.id}
      columns={[
        {
          header: 'Name',
          cell: ({ gateway }) => (
            <NameLink to={pb.internetGateway({ project, vpc, gateway: gateway.name })}>{gateway.name}</NameLink>
          ),
        },
        { header: 'Description', cell: (r) => <span className={muted}>{r.gateway.description}</span> },
        {
          header: 'IP pools',
          cell: (r) =>
            sectionCell(attached, (byGateway) => {
              const pools = byGateway.get(r.gateway.name) ?? []
              return pools.length > 0 ? pools.map((p) => poolLabel(p, names)).join(', ') : <span className={subtle}>—</span>
            }),
        },
        { header: 'Created', cell: (r) => formatDateTime(r.gateway.timeCreated), width: '14rem' },
      ]}
    >
      <ColumnFailure section={attached} what="the gateways’ IP pools" />
    </ResourceListPage>
  )
}

type DetailsProps = {
  gateway: InternetGateway
  /** Its pools and addresses: tables of the page, read beside the gateway; the silo's pools name the pools. */
  pools: Section<InternetGatewayIpPool[]>
  addresses: Section<InternetGatewayIpAddress[]>
  poolNames: Section<Names>
  onDismiss: () => void
}

const heading = css({
  mt: '6',
  mb: '2',
  textStyle: 'eyebrow',
  color: 'fgMuted',
})
const note = css({ px: '3', py: '4', fontSize: 'sm', color: 'fgMuted' })

/** One gateway, read-only: its properties, the IP pools it draws on and its fixed addresses. */
export function InternetGatewayDetails({ gateway, pools, addresses, poolNames, onDismiss }: DetailsProps) {
  return (
    <ResourceDetails
      title="Internet gateway"
      resource={gateway}
      onDismiss={onDismiss}
      properties={[
        idProperty(gateway.id, 'gateway'),
        { label: 'Created', value: formatDateTime(gateway.timeCreated) },
        { label: 'Modified', value: formatDateTime(gateway.timeModified) },
      ]}
    >
      <h3 className={heading}>IP pools</h3>
      <SectionState section={pools} what="the gateway’s IP pools">
        {(rows) => (
          <Table
            label="IP pools"
            rows={rows}
            rowKey={(p) => p.id}
            emptyState={<p className={note}>No IP pools are attached to this gateway.</p>}
            columns={[
              { header: 'Name', cell: (p) => p.name },
              {
                header: 'IP pool',
                // A pool the silo does not list (or whose names could not be read): its id.
                cell: (p) => sectionCell(poolNames, (names) => names.get(p.ipPoolId) ?? <span className={mono}>{p.ipPoolId}</span>),
              },
              { header: 'Description', cell: (p) => p.description },
            ]}
          />
        )}
      </SectionState>
      <ColumnFailure section={poolNames} what="the IP pools’ names" />
      <h3 className={heading}>IP addresses</h3>
      <SectionState section={addresses} what="the gateway’s IP addresses">
        {(rows) => (
          <Table
            label="IP addresses"
            rows={rows}
            rowKey={(a) => a.id}
            emptyState={<p className={note}>No IP addresses are attached to this gateway.</p>}
            columns={[
              { header: 'Name', cell: (a) => a.name },
              {
                header: 'Address',
                cell: (a) => <span className={mono}>{a.address}</span>,
              },
              { header: 'Description', cell: (a) => a.description },
            ]}
          />
        )}
      </SectionState>
    </ResourceDetails>
  )
}
