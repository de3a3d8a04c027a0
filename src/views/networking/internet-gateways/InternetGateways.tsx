// The VPC page's internet gateways tab and one gateway's page (a side modal
// over the tab): its pools and addresses, attach, detach and delete.
import { Link } from '@tanstack/react-router'
import { noOutboundReason, poolLabel, type GatewayRow, type GatewayDetail, type GatewayPool } from '~/machines/networking/internet-gateways'
import type { InternetGatewayIpAddress } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, Button, buttonClass, formatDateTime, PropertiesTable, SideModal, Table, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted, mono } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  list: ListProps<GatewayRow>
  onDelete: (gateway: string) => void
}

const warning = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })

/** A gateway with neither pool nor address: what that means, and the link that fixes it. */
function NoOutbound({ reason, fixTo }: { reason: string; fixTo: string }) {
  return (
    <span className={warning}>
      <Badge variant="warning">No outbound address</Badge>
      <span className={muted}>{reason}</span>
      <Link to={fixTo} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        Attach IP pool
      </Link>
    </span>
  )
}

const subtle = css({ color: 'fgSubtle' })

/** The VPC page's internet gateways tab; a gateway's name opens its details. */
export function InternetGatewaysTab({ project, vpc, list, onDelete }: Props) {
  const at = (gateway: string) => ({ project, vpc, gateway })
  return (
    <ResourceListPage
      headless
      title="Internet gateways"
      create={{ label: 'New internet gateway', to: pb.internetGatewaysNew({ project, vpc }) }}
      empty={{ title: 'No internet gateways', body: 'This VPC has no internet gateway: its instances have no path out' }}
      list={list}
      rowKey={(r) => r.gateway.id}
      rowName={(r) => r.gateway.name}
      rowActions={(r) => [{ label: 'Delete', danger: true, onSelect: () => onDelete(r.gateway.name) }]}
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
          cell: (r) => {
            const none = noOutboundReason(r)
            if (none) return <NoOutbound reason={none} fixTo={pb.internetGatewayPoolAttach(at(r.gateway.name))} />
            return r.pools.length > 0 ? r.pools.map(poolLabel).join(', ') : <span className={subtle}>—</span>
          },
        },
        {
          header: 'Addresses',
          cell: (r) =>
            r.addresses.length > 0 ? <span className={mono}>{r.addresses.map((a) => a.address).join(', ')}</span> : <span className={subtle}>—</span>,
        },
        { header: 'Created', cell: (r) => formatDateTime(r.gateway.timeCreated), width: '14rem' },
      ]}
    />
  )
}

type DetailsProps = {
  project: string
  vpc: string
  detail: GatewayDetail
  onDismiss: () => void
  onDelete: () => void
  onDetachPool: (pool: GatewayPool) => void
  onDetachAddress: (address: InternetGatewayIpAddress) => void
}

const heading = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mt: '6', mb: '2' })
const headingText = css({ textStyle: 'eyebrow', color: 'fgMuted' })
const note = css({ px: '3', py: '4', fontSize: 'sm', color: 'fgMuted' })
const footer = css({ display: 'flex', justifyContent: 'space-between', w: 'full', gap: '2' })

function ListHeading({ title, action, to }: { title: string; action: string; to: string }) {
  return (
    <div className={heading}>
      <h3 className={headingText}>{title}</h3>
      <Link to={to} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {action}
      </Link>
    </div>
  )
}

/** One gateway: its properties, the IP pools and addresses it draws on (each with Detach), delete. */
export function InternetGatewayDetails({ project, vpc, detail, onDismiss, onDelete, onDetachPool, onDetachAddress }: DetailsProps) {
  const { gateway, pools, addresses } = detail
  const at = { project, vpc, gateway: gateway.name }
  const none = noOutboundReason(detail)
  return (
    <SideModal
      open
      title="Internet gateway"
      subtitle={gateway.name}
      onDismiss={onDismiss}
      footer={
        <div className={footer}>
          <Button variant="danger" onClick={onDelete}>
            Delete gateway
          </Button>
          <Button variant="secondary" onClick={onDismiss}>
            Close
          </Button>
        </div>
      }
    >
      <PropertiesTable
        items={[
          { label: 'Name', value: gateway.name },
          { label: 'Description', value: gateway.description },
          idProperty(gateway.id, 'gateway'),
          { label: 'Created', value: formatDateTime(gateway.timeCreated) },
          { label: 'Modified', value: formatDateTime(gateway.timeModified) },
        ]}
      />
      {none && (
        <p className={note} role="note">
          <NoOutbound reason={none} fixTo={pb.internetGatewayPoolAttach(at)} />
        </p>
      )}
      <ListHeading title="IP pools" action="Attach IP pool" to={pb.internetGatewayPoolAttach(at)} />
      <Table
        label="IP pools"
        rows={pools}
        rowKey={(p) => p.attachment.id}
        rowName={(p) => p.attachment.name}
        rowActions={(p) => [{ label: 'Detach', danger: true, onSelect: () => onDetachPool(p) }]}
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
      <ListHeading title="IP addresses" action="Attach IP address" to={pb.internetGatewayAddressAttach(at)} />
      <Table
        label="IP addresses"
        rows={addresses}
        rowKey={(a) => a.id}
        rowName={(a) => a.name}
        rowActions={(a) => [{ label: 'Detach', danger: true, onSelect: () => onDetachAddress(a) }]}
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
    </SideModal>
  )
}
