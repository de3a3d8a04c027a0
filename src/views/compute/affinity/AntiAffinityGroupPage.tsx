import { Link, useNavigate } from '@tanstack/react-router'
import type { AntiAffinityGroup, AntiAffinityGroupMember } from '~/machines/compute/affinity'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import {
  ActionMenu,
  Badge,
  Button,
  EmptyState,
  PageHeader,
  PropertiesTable,
  Section,
  formatDateTime,
  idProperty,
} from '~/views/ui'
import { css } from 'styled-system/css'
import { PolicyBadge } from './PolicyBadge'

type Props = {
  project: string
  group: AntiAffinityGroup
  members: ListProps<AntiAffinityGroupMember>
  onAddMember: () => void
  onRemoveMember: (member: AntiAffinityGroupMember) => void
  onDelete: () => void
}

const nameLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

export function AntiAffinityGroupPage({ project, group, members, onAddMember, onRemoveMember, onDelete }: Props) {
  const navigate = useNavigate()
  const addButton = (
    <Button size="sm" onClick={onAddMember}>
      Add instance
    </Button>
  )
  return (
    <>
      <PageHeader
        title={group.name}
        description={group.description || undefined}
        actions={
          <ActionMenu
            label="Group actions"
            trigger="Actions"
            items={[
              {
                label: 'Edit',
                onSelect: () =>
                  void navigate({ to: pb.antiAffinityGroupEdit({ project, antiAffinityGroup: group.name }) }),
              },
              { label: 'Delete', danger: true, onSelect: onDelete },
            ]}
          />
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          {
            label: 'Policy',
            value: <PolicyBadge policy={group.policy} />,
          },
          { label: 'Failure domain', value: group.failureDomain },
          idProperty(group.id, 'group'),
          { label: 'Created', value: formatDateTime(group.timeCreated) },
        ]}
      />
      <Section title="Members" actions={addButton}>
        <ListTable
          label="Members"
          list={members}
          rowKey={(m) => m.value.id}
          rowName={(m) => m.value.name}
          columns={[
            {
              header: 'Instance',
              cell: (m) => (
                <Link to={pb.instance({ project, instance: m.value.name })} className={nameLink}>
                  {m.value.name}
                </Link>
              ),
            },
            { header: 'State', cell: (m) => <Badge>{m.value.runState}</Badge>, width: '10rem' },
          ]}
          rowActions={(m) => [{ label: 'Remove', danger: true, onSelect: () => onRemoveMember(m) }]}
          emptyState={
            <EmptyState
              title="No members"
              body="Add stopped instances to keep them on separate sleds"
              action={addButton}
            />
          }
        />
      </Section>
    </>
  )
}
