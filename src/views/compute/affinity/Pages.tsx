// The affinity pages: both kinds of group listed on one page, and a group's
// page (its members), with the badge and help texts for each kind and policy.
import type { AffinityPolicy, Group, GroupKind, GroupMember, GroupRow, MemberCount } from '~/machines/compute/affinity'
import type { Section as Part } from '~/machines/shared/section'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
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

/** What each kind of group does, in a sentence. */
export const kindHelp: Record<GroupKind, string> = {
  'anti-affinity': 'An anti-affinity group keeps its member instances on separate sleds.',
  affinity: 'An affinity group keeps its member instances together on one sled.',
}

/** What each policy does for each kind, shown by the form and the group page. */
export const policyHelp: Record<GroupKind, Record<AffinityPolicy, string>> = {
  'anti-affinity': {
    allow: 'Best effort: if the members cannot be kept on separate sleds, they start anyway.',
    fail: 'Strict: an instance that cannot be kept on a sled apart from the other members fails to start.',
  },
  affinity: {
    allow: 'Best effort: if the members cannot share a sled, they start anyway.',
    fail: 'Strict: an instance that cannot be placed on the sled of the other members fails to start.',
  },
}

export const failureDomainHelp: Record<GroupKind, string> = {
  'anti-affinity': 'Members are kept apart if they are on different sleds.',
  affinity: 'Members are together if they are on the same sled.',
}

/** Each kind's title, for headings and tables. */
export const kindTitle: Record<GroupKind, string> = {
  'anti-affinity': 'Anti-affinity groups',
  affinity: 'Affinity groups',
}

/** A group's own page, by its kind. */
export const groupTo = (kind: GroupKind, project: string, group: string) =>
  kind === 'affinity' ? pb.affinityGroup({ project, affinityGroup: group }) : pb.antiAffinityGroup({ project, antiAffinityGroup: group })

/** A group's edit form, by its kind. */
export const groupEditTo = (kind: GroupKind, project: string, group: string) =>
  kind === 'affinity'
    ? pb.affinityGroupEdit({ project, affinityGroup: group })
    : pb.antiAffinityGroupEdit({ project, antiAffinityGroup: group })

const nameLink = css({ color: 'fg', fontWeight: 'medium', whiteSpace: 'nowrap', _hover: { color: 'accent' } })
const sectionNote = css({ color: 'fgMuted', fontSize: 'sm', marginBlockEnd: '2' })

type GroupsTableProps = {
  kind: GroupKind
  project: string
  list: ListProps<GroupRow>
  /** The rows' member counts, by group id: a part of the page, read after the rows. */
  counts: Part<ReadonlyMap<string, MemberCount>>
  onDelete: (kind: GroupKind, group: GroupRow) => void
}

/** One kind's groups: a section of the affinity page. */
function GroupsSection({ kind, project, list, counts, onDelete }: GroupsTableProps) {
  const navigate = useNavigate()
  const title = kindTitle[kind]
  const newGroup = (
    <Link
      to={pb.affinityNew({ project, kind: kind === 'affinity' ? 'affinity' : undefined })}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      {kind === 'affinity' ? 'New affinity group' : 'New anti-affinity group'}
    </Link>
  )
  return (
    <Section title={title}>
      <p className={sectionNote}>{kindHelp[kind]}</p>
      <ColumnFailure section={counts} what={`the ${kind} groups’ members`} />
      <ListTable
        label={title}
        list={list}
        rowKey={(g) => g.id}
        rowName={(g) => g.name}
        columns={[
          {
            header: 'Name',
            cell: (g) => (
              <Link to={groupTo(kind, project, g.name)} className={nameLink}>
                {g.name}
              </Link>
            ),
          },
          { header: 'Description', cell: (g) => <span className={muted}>{g.description}</span> },
          { header: 'Policy', cell: (g) => <PolicyBadge policy={g.policy} />, width: '7rem' },
          { header: 'Failure domain', cell: (g) => g.failureDomain, width: '9rem' },
          {
            header: 'Members',
            cell: (g) =>
              sectionCell(counts, (byId) => {
                const members = byId.get(g.id)
                return members ? `${members.count}${members.more ? '+' : ''}` : <span className={muted}>—</span>
              }),
            width: '7rem',
          },
          { header: 'Created', cell: (g) => formatDateTime(g.timeCreated), width: '14rem' },
        ]}
        rowActions={(g) => [
          { label: 'Edit', onSelect: () => void navigate({ to: groupEditTo(kind, project, g.name) }) },
          { label: 'Delete', danger: true, onSelect: () => onDelete(kind, g) },
        ]}
        emptyState={<EmptyState title={`No ${kind} groups`} body="Create one, then add stopped instances to it" action={newGroup} />}
      />
    </Section>
  )
}

type AffinityPageProps = {
  project: string
  antiAffinity: ListProps<GroupRow>
  affinity: ListProps<GroupRow>
  counts: Record<GroupKind, Part<ReadonlyMap<string, MemberCount>>>
  onDelete: (kind: GroupKind, group: GroupRow) => void
}

export function AffinityPage({ project, antiAffinity, affinity, counts, onDelete }: AffinityPageProps) {
  return (
    <>
      <PageHeader
        title="Affinity"
        description="Groups of instances the control plane places on sleds together (affinity) or apart (anti-affinity)."
        actions={
          <Link to={pb.affinityNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            New group
          </Link>
        }
      />
      <GroupsSection kind="anti-affinity" project={project} list={antiAffinity} counts={counts['anti-affinity']} onDelete={onDelete} />
      <GroupsSection kind="affinity" project={project} list={affinity} counts={counts.affinity} onDelete={onDelete} />
    </>
  )
}

type GroupPageProps = {
  kind: GroupKind
  project: string
  group: Group
  members: ListProps<GroupMember>
  onAddMember: () => void
  onRemoveMember: (member: GroupMember) => void
  onDelete: () => void
}

const memberLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

export function GroupPage({ kind, project, group, members, onAddMember, onRemoveMember, onDelete }: GroupPageProps) {
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
          { label: 'Edit', onSelect: () => void navigate({ to: groupEditTo(kind, project, group.name) }) },
          { label: 'Delete', danger: true, onSelect: onDelete },
        ]}
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'Kind', value: kind === 'affinity' ? 'Affinity' : 'Anti-affinity' },
          { label: 'Policy', value: <PolicyBadge policy={group.policy} /> },
          { label: 'Failure domain', value: group.failureDomain },
          { label: 'Created', value: formatDateTime(group.timeCreated) },
          idProperty(group.id, 'group'),
        ]}
      />
      <Section title="Members" actions={addButton}>
        <p className={sectionNote}>
          {kindHelp[kind]} {policyHelp[kind][group.policy]}
        </p>
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
              body={`Add stopped instances to keep them ${kind === 'affinity' ? 'on the same sled' : 'on separate sleds'}`}
              action={addButton}
            />
          }
        />
      </Section>
    </>
  )
}
