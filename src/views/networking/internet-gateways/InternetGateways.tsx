// The VPC page's internet gateways tab and one gateway's page (a side modal
// over the tab): its pools and addresses, attach, detach and delete. What a
// gateway draws on is a part of the page, drawn where it is in.
import { Link } from '@tanstack/react-router'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api'
import { noOutboundReason, poolLabel, type GatewayLinks, type GatewayRow } from '~/machines/networking/internet-gateways'
import type { ListProps } from '~/machines/shared/list.connect'
import { sectionData, type Section } from '~/machines/shared/section'
import type { Names } from '~/machines/shared/silo-pools'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, Button, buttonClass, formatDateTime, PropertiesTable, SectionState, SideModal, Table, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted, mono } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  list: ListProps<GatewayRow>
  /** The pools and addresses attached to each gateway on screen, by name: a part of the page, read after the rows. */
  links: Section<ReadonlyMap<string, GatewayLinks>>
  /** The silo's pools' names (an attachment's own name stands in for one the silo does not list). */
  poolNames: Section<Names>
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
const NO_LINKS: GatewayLinks = { pools: [], addresses: [] }

/** The VPC page's internet gateways tab; a gateway's name opens its details. */
export function InternetGatewaysTab({ project, vpc, list, links, poolNames, onDelete }: Props) {
  const at = (gateway: string) => ({ project, vpc, gateway })
  const names = sectionData(poolNames, undefined)
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
          cell: ({ gateway }) => <NameLink to={pb.internetGateway({ project, vpc, gateway: gateway.name })}>{gateway.name}</NameLink>,
        },
        { header: 'Description', cell: (r) => <span className={muted}>{r.gateway.description}</span> },
        {
          header: 'IP pools',
          cell: (r) =>
            sectionCell(links, (byGateway) => {
              const { pools, addresses } = byGateway.get(r.gateway.name) ?? NO_LINKS
              const none = noOutboundReason({ pools, addresses })
              if (none) return <NoOutbound reason={none} fixTo={pb.internetGatewayPoolAttach(at(r.gateway.name))} />
              return pools.length > 0 ? pools.map((p) => poolLabel(p, names)).join(', ') : <span className={subtle}>—</span>
            }),
        },
        {
          header: 'Addresses',
          cell: (r) =>
            sectionCell(links, (byGateway) => {
              const { addresses } = byGateway.get(r.gateway.name) ?? NO_LINKS
              return addresses.length > 0 ? <span className={mono}>{addresses.map((a) => a.address).join(', ')}</span> : <span className={subtle}>—</span>
            }),
        },
        { header: 'Created', cell: (r) => formatDateTime(r.gateway.timeCreated), width: '14rem' },
      ]}
    >
      <ColumnFailure section={links} what="the gateways’ IP pools and addresses" />
    </ResourceListPage>
  )
}

type DetailsProps = {
  project: string
  vpc: string
  gateway: InternetGateway
  /** Its pools and addresses: tables of the page, read beside the gateway; the silo's pools name the pools. */
  pools: Section<InternetGatewayIpPool[]>
  addresses: Section<InternetGatewayIpAddress[]>
  poolNames: Section<Names>
  onDismiss: () => void
  onDelete: () => void
  onDetachPool: (pool: InternetGatewayIpPool) => void
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
export function InternetGatewayDetails(props: DetailsProps) {
  const { project, vpc, gateway, pools, addresses, poolNames, onDismiss, onDelete, onDetachPool, onDetachAddress } = props
  const at = { project, vpc, gateway: gateway.name }
  // Said only once both are in: until then nobody knows it has none.
  const none = pools.status === 'ready' && addresses.status === 'ready' ? noOutboundReason({ pools: pools.data, addresses: addresses.data }) : undefined
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
      <SectionState section={pools} what="the gateway’s IP pools">
        {(rows) => (
          <Table
            label="IP pools"
            rows={rows}
            rowKey={(p) => p.id}
            rowName={(p) => p.name}
            rowActions={(p) => [{ label: 'Detach', danger: true, onSelect: () => onDetachPool(p) }]}
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
      <ListHeading title="IP addresses" action="Attach IP address" to={pb.internetGatewayAddressAttach(at)} />
      <SectionState section={addresses} what="the gateway’s IP addresses">
        {(rows) => (
          <Table
            label="IP addresses"
            rows={rows}
            rowKey={(a) => a.id}
            rowName={(a) => a.name}
            rowActions={(a) => [{ label: 'Detach', danger: true, onSelect: () => onDetachAddress(a) }]}
            emptyState={<p className={note}>No IP addresses are attached to this gateway.</p>}
            columns={[
              { header: 'Name', cell: (a) => a.name },
              { header: 'Address', cell: (a) => <span className={mono}>{a.address}</span> },
              { header: 'Description', cell: (a) => a.description },
            ]}
          />
        )}
      </SectionState>
    </SideModal>
  )
}
