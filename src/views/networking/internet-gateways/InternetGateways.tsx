// The VPC page's internet gateways tab and one gateway's details (read-only).
import { poolLabel, type GatewayRow, type GatewayDetail } from '~/machines/networking/internet-gateways'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime, Table, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted, mono } from '~/views/ui/text'
import { ResourceDetails } from '~/views/kit/DetailsModal'

type Props = {
  project: string
  vpc: string
  list: ListProps<GatewayRow>
}

const subtle = css({ color: 'fgSubtle' })

/** The VPC page's internet gateways tab; a gateway's name opens its details. */
export function InternetGatewaysTab({ project, vpc, list }: Props) {
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
            r.pools.length > 0 ? r.pools.map(poolLabel).join(', ') : <span className={subtle}>—</span>,
        },
        { header: 'Created', cell: (r) => formatDateTime(r.gateway.timeCreated), width: '14rem' },
      ]}
    />
  )
}

type DetailsProps = {
  detail: GatewayDetail
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
export function InternetGatewayDetails({ detail: { gateway, pools, addresses }, onDismiss }: DetailsProps) {
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
      <Table
        label="IP pools"
        rows={pools}
        rowKey={(p) => p.attachment.id}
        emptyState={<p className={note}>No IP pools are attached to this gateway.</p>}
        columns={[
          { header: 'Name', cell: (p) => p.attachment.name },
          {
            header: 'IP pool',
            cell: (p) => p.poolName ?? <span className={mono}>{p.attachment.ipPoolId}</span>,
          },
          { header: 'Description', cell: (p) => p.attachment.description },
        ]}
      />
      <h3 className={heading}>IP addresses</h3>
      <Table
        label="IP addresses"
        rows={addresses}
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
    </ResourceDetails>
  )
}
