import { Link, useNavigate } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import type { AntiAffinityGroupRow } from '~/machines/compute/affinity'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { EmptyState, PageHeader, buttonClass, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { PolicyBadge } from './PolicyBadge'
import { muted } from '~/views/ui/text'

type Props = {
  project: string
  list: ListProps<AntiAffinityGroupRow>
  onDelete: (group: AntiAffinityGroupRow) => void
}

const nameLink = css({ color: 'fg', fontWeight: 'medium', whiteSpace: 'nowrap', _hover: { color: 'accent' } })

export function AffinityPage({ project, list, onDelete }: Props) {
  const navigate = useNavigate()
  const newGroup = (
    <Link to={pb.affinityNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New group
    </Link>
  )
  return (
    <>
      <PageHeader
        title="Affinity"
        description="Anti-affinity groups keep their member instances on separate sleds."
        actions={newGroup}
      />
      <ListTable
        label="Anti-affinity groups"
        list={list}
        rowKey={(g) => g.id}
        rowName={(g) => g.name}
        columns={[
          {
            header: 'Name',
            cell: (g) => (
              <Link to={pb.antiAffinityGroup({ project, antiAffinityGroup: g.name })} className={nameLink}>
                {g.name}
              </Link>
            ),
          },
          { header: 'Description', cell: (g) => <span className={muted}>{g.description}</span> },
          { header: 'Policy', cell: (g) => <PolicyBadge policy={g.policy} />, width: '7rem' },
          { header: 'Failure domain', cell: (g) => g.failureDomain, width: '9rem' },
          {
            header: 'Members',
            cell: (g) => (g.members ? `${g.members.count}${g.members.more ? '+' : ''}` : <span className={muted}>—</span>),
            width: '7rem',
          },
          { header: 'Created', cell: (g) => formatDateTime(g.timeCreated), width: '14rem' },
        ]}
        rowActions={(g) => [
          {
            label: 'Edit',
            onSelect: () => void navigate({ to: pb.antiAffinityGroupEdit({ project, antiAffinityGroup: g.name }) }),
          },
          { label: 'Delete', danger: true, onSelect: () => onDelete(g) },
        ]}
        emptyState={
          <EmptyState
            title="No anti-affinity groups"
            body="Create a group to keep instances on separate sleds"
            action={newGroup}
          />
        }
      />
    </>
  )
}
