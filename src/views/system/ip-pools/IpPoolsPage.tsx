import { useNavigate } from '@tanstack/react-router'
import type { IpPoolRow } from '~/machines/system/ip-pools'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { AddressCounts } from './AddressCounts'
import { muted } from '~/views/ui/text'

type Props = { list: ListProps<IpPoolRow>; onDelete: (pool: IpPoolRow) => void }


export function IpPoolsPage({ list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="IP Pools"
      create={{ label: 'New IP pool', to: pb.ipPoolsNew() }}
      empty={{ title: 'No IP pools', body: 'You need to create an IP pool to be able to see it here' }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        { header: 'Name', cell: (p) => <NameLink to={pb.ipPool({ pool: p.name })}>{p.name}</NameLink> },
        { header: 'Description', cell: (p) => <span className={muted}>{p.description}</span> },
        { header: 'IPv4 allocated / capacity', cell: (p) => <AddressCounts count={p.utilization?.ipv4} /> },
        { header: 'IPv6 allocated / capacity', cell: (p) => <AddressCounts count={p.utilization?.ipv6} /> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '12rem' },
      ]}
      rowActions={(p) => [
        { label: 'Edit', onSelect: () => void navigate({ to: pb.ipPoolEdit({ pool: p.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(p) },
      ]}
    />
  )
}
