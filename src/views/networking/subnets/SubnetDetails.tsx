// A subnet's details: its blocks and router, then the network interfaces in
// it, each with the instance it belongs to.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { VpcSubnet } from '~/api'
import type { SubnetNicRow } from '~/machines/networking/subnets'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, EmptyState, formatDateTime, idProperty } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  subnet: VpcSubnet
  nics: ListProps<SubnetNicRow>
  onDismiss: () => void
}

const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' })
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg', mt: '6', mb: '2' })

export function SubnetDetails({ project, vpc, subnet, nics, onDismiss }: Props) {
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
      <ListTable
        label="Network interfaces in this subnet"
        list={nics}
        rowKey={(r) => r.nic.id}
        rowName={(r) => r.nic.name}
        columns={[
          {
            header: 'Name',
            cell: ({ nic }) => (
              <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
                {nic.name}
                {nic.primary && <Badge variant="success">primary</Badge>}
              </span>
            ),
          },
          {
            header: 'Instance',
            cell: ({ nic, instance }) =>
              instance ? (
                <Link className={link} to={pb.instanceNetworking({ project, instance: instance.name })}>
                  {instance.name}
                </Link>
              ) : (
                // An instance this user cannot read (or just gone): its id, at least.
                <span className={mono}>{nic.instanceId}</span>
              ),
          },
          { header: 'IP', cell: ({ nic }) => <span className={mono}>{nic.ip}</span> },
        ]}
        emptyState={<EmptyState title="No network interfaces" body="No instance has an interface in this subnet" />}
      />
    </ResourceDetails>
  )
}
