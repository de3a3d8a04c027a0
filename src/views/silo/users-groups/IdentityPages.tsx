import { css } from 'styled-system/css'
import type { Group, User } from '~/api'
import {
  groupsBoundNote,
  noAccessReason,
  projectsBoundNote,
  roleRows,
  type RoleRow,
  type Roles,
  type UserPage as UserPageData,
} from '~/machines/access/users-groups'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { RoleBadge } from '~/views/access/RoleBadge'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { EmptyState, idProperty, PageHeader, PropertiesTable, Section, Table } from '~/views/ui'

const warning = css({ color: 'warning', bg: 'warningBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', m: 0 })
const muted = css({ color: 'fgMuted', fontSize: 'sm', m: 0 })
const stack = css({ display: 'grid', gap: '6' })

/** A group of the silo, its members (as the identity provider sends them) and the roles it gives them. */
export function GroupPage({ group, members, roles }: { group: Group; members: ListProps<User>; roles: Roles }) {
  return (
    <div className={stack}>
      <PageHeader title={group.displayName} description="A group of this silo and its members, as the identity provider sends them" />
      <PropertiesTable items={[idProperty(group.id, 'group')]} />
      <Section title="Members">
        <ListTable
          label="Members"
          list={members}
          rowKey={(u) => u.id}
          rowName={(u) => `user ${u.displayName}`}
          columns={[{ header: 'Name', cell: (u) => <NameLink to={pb.siloUser({ user: u.id })}>{u.displayName}</NameLink> }]}
          emptyState={<EmptyState title="No members" body="No user of this silo is in this group" />}
        />
      </Section>
      <RolesSection roles={roles} noneBody="This group holds no role on the silo or on any project: being in it gives no access" />
    </div>
  )
}

/** A user of the silo: their groups and their roles on the silo and its projects, with how they hold each. */
export function UserPage({ page }: { page: UserPageData }) {
  const { user, groups } = page
  const reason = noAccessReason(page)
  const groupsNote = groupsBoundNote(page)
  return (
    <div className={stack}>
      <PageHeader title={user.displayName} description="A user of this silo: the groups they are in and the roles they hold" />
      {reason && (
        <p role="note" className={warning}>
          {reason}
        </p>
      )}
      <PropertiesTable
        items={[
          idProperty(user.id, 'user'),
          { label: 'Role on the silo', value: page.silo.unreadable ? 'Not readable' : <RoleBadge role={page.silo.effective} /> },
        ]}
      />
      <Section title="Groups">
        <Table<Group>
          label="Groups"
          rows={groups}
          rowKey={(g) => g.id}
          columns={[{ header: 'Name', cell: (g) => <NameLink to={pb.siloGroup({ group: g.id })}>{g.displayName}</NameLink> }]}
          emptyState={<EmptyState title="No groups" body="This user is in no groups" />}
        />
        {groupsNote && <p className={muted}>{groupsNote}</p>}
      </Section>
      <RolesSection
        roles={page}
        noneBody={page.projectsUnreadable ? 'This user holds no role on the silo' : 'This user holds no role on the silo or on any project'}
      />
    </div>
  )
}

/** Where a user or group holds roles, one row per way they hold one, and how far the page looked. */
function RolesSection({ roles, noneBody }: { roles: Roles; noneBody: string }) {
  const rows = roleRows(roles)
  const projectsNote = projectsBoundNote(roles)
  return (
    <Section title="Roles">
      <Table<RoleRow>
        label="Roles"
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          {
            header: 'Where',
            cell: (r) =>
              r.where === 'project' && r.project ? (
                <NameLink to={pb.projectAccess({ project: r.project })}>{`Project ${r.project}`}</NameLink>
              ) : r.where === 'every-project' ? (
                'Every project'
              ) : (
                <NameLink to={pb.siloAccess()}>Silo</NameLink>
              ),
          },
          { header: 'Role', cell: (r) => <RoleBadge role={r.role} /> },
          { header: 'How', cell: (r) => r.source },
        ]}
        emptyState={<EmptyState title="No roles" body={noneBody} />}
      />
      {projectsNote && <p className={muted}>{projectsNote}</p>}
    </Section>
  )
}
