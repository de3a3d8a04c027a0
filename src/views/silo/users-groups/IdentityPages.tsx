import { css } from 'styled-system/css'
import type { Group, User } from '~/api'
import {
  groupsBoundNote,
  noAccessReason,
  projectsBoundNote,
  roleRows,
  type RoleRow,
  type Roles,
  type UserGroups,
} from '~/machines/access/users-groups'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Section as Part } from '~/machines/shared/section'
import { pb } from '~/paths'
import { RoleBadge } from '~/views/access/RoleBadge'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { EmptyState, idProperty, PageHeader, PropertiesTable, Section, SectionFailure, SectionState, SectionValue, Table } from '~/views/ui'

const warning = css({ color: 'warning', bg: 'warningBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', m: 0 })
const muted = css({ color: 'fgMuted', fontSize: 'sm', m: 0 })
const stack = css({ display: 'grid', gap: '6' })

/** A group of the silo, its members (as the identity provider sends them) and the roles it gives them. */
export function GroupPage({ group, members, roles }: { group: Group; members: ListProps<User>; roles: Part<Roles> }) {
  return (
    <div className={stack}>
      <PageHeader title={group.displayName} description="A group of this silo and its members, as the identity provider sends them" />
      <PropertiesTable items={[idProperty(group.id, 'group')]} />
      <Section title="Members">
        {members.error && !members.rows.length ? (
          <SectionFailure what="the group’s members" message={members.error} retry={members.refresh} />
        ) : (
        <ListTable
          label="Members"
          list={members}
          rowKey={(u) => u.id}
          rowName={(u) => `user ${u.displayName}`}
          columns={[{ header: 'Name', cell: (u) => <NameLink to={pb.siloUser({ user: u.id })}>{u.displayName}</NameLink> }]}
          emptyState={<EmptyState title="No members" body="No user of this silo is in this group" />}
        />
        )}
      </Section>
      <RolesSection roles={roles} noneBody="This group holds no role on the silo or on any project: being in it gives no access" />
    </div>
  )
}

type UserPageProps = {
  user: User
  /** Their groups and their roles: parts of the page, read beside the user. */
  groups: Part<UserGroups>
  roles: Part<Roles>
}

/** A user of the silo: their groups and their roles on the silo and its projects, with how they hold each. */
export function UserPage({ user, groups, roles }: UserPageProps) {
  // Whether they can reach nothing takes both parts.
  const reason =
    groups.status === 'ready' && roles.status === 'ready'
      ? noAccessReason({ groups: groups.data.groups, groupsMore: groups.data.more, ...roles.data })
      : undefined
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
          {
            label: 'Role on the silo',
            value: (
              <SectionValue section={roles} what="their roles">
                {(r) => (r.silo.unreadable ? 'Not readable' : <RoleBadge role={r.silo.effective} />)}
              </SectionValue>
            ),
          },
        ]}
      />
      <Section title="Groups">
        <SectionState section={groups} what="the user’s groups">
          {({ groups: rows, more }) => {
            const note = groupsBoundNote({ groupsMore: more })
            return (
              <>
                <Table<Group>
                  label="Groups"
                  rows={rows}
                  rowKey={(g) => g.id}
                  columns={[{ header: 'Name', cell: (g) => <NameLink to={pb.siloGroup({ group: g.id })}>{g.displayName}</NameLink> }]}
                  emptyState={<EmptyState title="No groups" body="This user is in no groups" />}
                />
                {note && <p className={muted}>{note}</p>}
              </>
            )
          }}
        </SectionState>
      </Section>
      <RolesSection
        roles={roles}
        noneBody={(r) => (r.projectsUnreadable ? 'This user holds no role on the silo' : 'This user holds no role on the silo or on any project')}
      />
    </div>
  )
}

/** Where a user or group holds roles, one row per way they hold one, and how far the page looked: a part of the page. */
function RolesSection({ roles, noneBody }: { roles: Part<Roles>; noneBody: string | ((roles: Roles) => string) }) {
  return (
    <Section title="Roles">
      <SectionState section={roles} what="the roles">
        {(data) => {
          const rows = roleRows(data)
          const projectsNote = projectsBoundNote(data)
          return (
            <>
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
                emptyState={<EmptyState title="No roles" body={typeof noneBody === 'string' ? noneBody : noneBody(data)} />}
              />
              {projectsNote && <p className={muted}>{projectsNote}</p>}
            </>
          )
        }}
      </SectionState>
    </Section>
  )
}
