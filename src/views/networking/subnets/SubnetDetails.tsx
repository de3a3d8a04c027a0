// A subnet's details: its blocks and router, then the network interfaces in
// it, each with the instance it belongs to.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Instance, InstanceNetworkInterface, VpcSubnet } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Section } from '~/machines/shared/section'
import type { Found } from '~/machines/shared/section-reads'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, EmptyState, formatDateTime, idProperty, SectionFailure } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  subnet: VpcSubnet
  /** The interfaces in it: a table of the page, read with it (its own failure said in its place). */
  nics: ListProps<InstanceNetworkInterface>
  /** The instances they belong to, by id: a part of the table, read after its rows. */
  instances: Section<Found<Pick<Instance, 'name'>>>
  onDismiss: () => void
}

const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' })
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg', mt: '6', mb: '2' })

export function SubnetDetails({ project, vpc, subnet, nics, instances, onDismiss }: Props) {
  return (
    <ResourceDetails
      title="Subnet"
      resource={subnet}
      onDismiss={onDismiss}
      properties={[
        { label: 'IPv4 block', value: <span className={mono}>{subnet.ipv4Block}</span> },
        { label: 'IPv6 block', value: <span className={mono}>{subnet.ipv6Block}</span> },
        { label: 'VPC', value: vpc },
        { label: 'Created', value: formatDateTime(subnet.timeCreated) },
        idProperty(subnet.id, 'subnet'),
      ]}
    >
      <h3 className={heading}>Network interfaces</h3>
      {nics.error && !nics.rows.length ? (
        <SectionFailure what="the network interfaces in this subnet" message={nics.error} retry={nics.refresh} />
      ) : (
        <>
      <ColumnFailure section={instances} what="the interfaces’ instances" />
      <ListTable
        label="Network interfaces in this subnet"
        list={nics}
        rowKey={(nic) => nic.id}
        rowName={(nic) => nic.name}
        columns={[
          {
            header: 'Name',
            cell: (nic) => (
              <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
                {nic.name}
                {nic.primary && <Badge variant="success">primary</Badge>}
              </span>
            ),
          },
          {
            header: 'Instance',
            cell: (nic) =>
              sectionCell(instances, (found) => {
                const instance = found.get(nic.instanceId)
                return instance ? (
                  <Link className={link} to={pb.instanceNetworking({ project, instance: instance.name })}>
                    {instance.name}
                  </Link>
                ) : (
                  // An instance gone since: its id, at least.
                  <span className={mono}>{nic.instanceId}</span>
                )
              }),
          },
          { header: 'IP', cell: (nic) => <span className={mono}>{nic.ip}</span> },
        ]}
        emptyState={<EmptyState title="No network interfaces" body="No instance has an interface in this subnet" />}
      />
        </>
      )}
    </ResourceDetails>
  )
}
