// The affinity pages: the groups list and a group's page (its members), with
// the badge and help texts for a group's policy.
import type { AffinityPolicy, AntiAffinityGroup, AntiAffinityGroupMember, AntiAffinityGroupRow } from '~/machines/compute/affinity'
import { Badge, Button, buttonClass, EmptyState, formatDateTime, idProperty, PageHeader, PropertiesTable, ResourceHeader, Section } from '~/views/ui'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

/** 'fail' is the strict policy, so it stands out; 'allow' is best effort. */
export function PolicyBadge({ policy }: { policy: AffinityPolicy }) {
  return <Badge variant={policy === 'fail' ? 'warning' : 'neutral'}>{policy}</Badge>
}

/** What each policy does, shown by the form and the group page. */
export const policyHelp: Record<AffinityPolicy, string> = {
  allow: 'Best effort: if the members cannot be kept on separate sleds, they start anyway.',
  fail: 'Strict: an instance that cannot be kept on a sled apart from the other members fails to start.',
}

export const failureDomainHelp = 'Members are kept apart if they are on different sleds.'

type AffinityPageProps = {
  project: string
  list: ListProps<AntiAffinityGroupRow>
  onDelete: (group: AntiAffinityGroupRow) => void
}

const nameLink = css({ color: 'fg', fontWeight: 'medium', whiteSpace: 'nowrap', _hover: { color: 'accent' } })

export function AffinityPage({ project, list, onDelete }: AffinityPageProps) {
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

type AntiAffinityGroupPageProps = {
  project: string
  group: AntiAffinityGroup
  members: ListProps<AntiAffinityGroupMember>
  onAddMember: () => void
  onRemoveMember: (member: AntiAffinityGroupMember) => void
  onDelete: () => void
}

const memberLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

export function AntiAffinityGroupPage({ project, group, members, onAddMember, onRemoveMember, onDelete }: AntiAffinityGroupPageProps) {
  const navigate = useNavigate()
  const addButton = (
    <Button size="sm" onClick={onAddMember}>
      Add instance
    </Button>
  )
  return (
    <>
      <ResourceHeader
        resource={group}
        menuLabel="Group actions"
        items={[
          {
            label: 'Edit',
            onSelect: () =>
              void navigate({ to: pb.antiAffinityGroupEdit({ project, antiAffinityGroup: group.name }) }),
          },
          { label: 'Delete', danger: true, onSelect: onDelete },
        ]}
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
                <Link to={pb.instance({ project, instance: m.value.name })} className={memberLink}>
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
