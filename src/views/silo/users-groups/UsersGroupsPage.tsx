import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Group, User } from '~/api'
import { NOT_ALLOWED_TO_LIST } from '~/machines/access/users-groups'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { CopyToClipboard, EmptyState, PageHeader, Tabs } from '~/views/ui'

/** Users first, then groups. */
export const USERS_GROUPS_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'groups', label: 'Groups' },
] as const
export type UsersGroupsTab = (typeof USERS_GROUPS_TABS)[number]['value']

const notice = css({ color: 'warning', bg: 'warningBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })
const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap', color: 'fgMuted' })

type Props = {
  tab: UsersGroupsTab
  /** The signed-in user may list the silo's users and groups. */
  allowed: boolean
  onTabChange: (tab: UsersGroupsTab) => void
  children: ReactNode
}

/** The silo's users and groups: a tab each, each a URL; read-only (the identity provider decides membership). */
export function UsersGroupsTabs({ tab, allowed, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader
        title="Users & groups"
        description="Everyone in this silo and the groups they are in. Open a user to see their groups and roles."
      />
      {allowed ? (
        <Tabs aria-label="Users and groups" value={tab} onValueChange={onTabChange} tabs={USERS_GROUPS_TABS}>
          {children}
        </Tabs>
      ) : (
        <p role="alert" className={notice}>
          {NOT_ALLOWED_TO_LIST}
        </p>
      )}
    </>
  )
}

const idCell = (id: string, noun: string) => (
  <span className={mono}>
    {id} <CopyToClipboard text={id} label={`Copy ${noun} ID`} />
  </span>
)

export function UsersTab({ list }: { list: ListProps<User> }) {
  return (
    <ListTable
      label="Users"
      list={list}
      rowKey={(u) => u.id}
      rowName={(u) => `user ${u.displayName}`}
      columns={[
        { header: 'Name', cell: (u) => <NameLink to={pb.siloUser({ user: u.id })}>{u.displayName}</NameLink> },
        { header: 'ID', cell: (u) => idCell(u.id, 'user') },
      ]}
      emptyState={<EmptyState title="No users" body="No one from this silo has signed in yet" />}
    />
  )
}

export function GroupsTab({ list }: { list: ListProps<Group> }) {
  return (
    <ListTable
      label="Groups"
      list={list}
      rowKey={(g) => g.id}
      rowName={(g) => `group ${g.displayName}`}
      columns={[
        { header: 'Name', cell: (g) => <NameLink to={pb.siloGroup({ group: g.id })}>{g.displayName}</NameLink> },
        { header: 'ID', cell: (g) => idCell(g.id, 'group') },
      ]}
      emptyState={<EmptyState title="No groups" body="The identity provider has sent no groups for this silo's users" />}
    />
  )
}
