// The VPCs list (a VPC's own page is VpcHeader.tsx).
import { useNavigate } from '@tanstack/react-router'
import type { Vpc } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  list: ListProps<Vpc>
  onDelete: (vpc: Vpc) => void
}


export function VpcsPage({ project, list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="VPCs"
      create={{ label: 'New VPC', to: pb.vpcsNew({ project }) }}
      empty={{ title: 'No VPCs', body: 'You need to create a VPC to be able to see it here' }}
      list={list}
      rowKey={(v) => v.id}
      rowName={(v) => v.name}
      columns={[
        { header: 'Name', cell: (v) => <NameLink to={pb.vpc({ project, vpc: v.name })}>{v.name}</NameLink> },
        { header: 'DNS name', cell: (v) => <span className={mono}>{v.dnsName}</span> },
        { header: 'Description', cell: (v) => <span className={muted}>{v.description}</span> },
        { header: 'Created', cell: (v) => formatDateTime(v.timeCreated), width: '14rem' },
      ]}
      rowActions={(v) => [
        { label: 'Edit', onSelect: () => void navigate({ to: pb.vpcEdit({ project, vpc: v.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(v) },
      ]}
    />
  )
}
