// Users & groups: the tabs, the two lists, a group's page and a user's page.
// A chunk of their own, loaded with their routes' data (users-groups.routes.tsx).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import type { Group, User } from '~/api'
import { identityText, USERS_GROUPS_READS } from '~/machines/access/roles.rules'
import { groupMembersPage, groupRolesSection, userGroupsSection, userRolesSection } from '~/machines/access/users-groups'
import { pb } from '~/paths'
import { GroupsTab, UsersGroupsTabs, UsersTab, type UsersGroupsTab } from '~/views/silo/users-groups/UsersGroupsPage'
import { GroupPage, UserPage } from '~/views/silo/users-groups/IdentityPages'
import { routeApi, useListPage, useSection, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { groupsPage, loadGroupPage, loadUserPage, readUsersGroupsAccess, usersPage } from '~/machines/access/users-groups'

const tabs = routeApi('/authed/silo/users-groups-tabs', { refreshOn: USERS_GROUPS_READS })
const groupRoute = routeApi('/authed/silo/users-groups/groups/$group', { refreshOn: USERS_GROUPS_READS })
const userRoute = routeApi('/authed/silo/users-groups/users/$user', { refreshOn: USERS_GROUPS_READS })

const TAB_HREF: Record<UsersGroupsTab, string> = { users: pb.siloUsers(), groups: pb.siloGroups() }

export function UsersGroups() {
  const { allowed } = tabs.useLoaderData()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const tab: UsersGroupsTab = pathname.endsWith('/groups') ? 'groups' : 'users'
  return (
    <UsersGroupsTabs tab={tab} allowed={allowed} onTabChange={(t) => void navigate({ to: TAB_HREF[t] })}>
      <Outlet />
    </UsersGroupsTabs>
  )
}

export const Users = ({ list }: ListPageProps<User>) => <UsersTab list={list} />

export const Groups = ({ list }: ListPageProps<Group>) => <GroupsTab list={list} />

export function GroupView() {
  const group = groupRoute.useLoaderData()
  // Its members (a table of the page, its first page started by the loader) and its roles: parts of the page.
  const { list } = useListPage({
    fetchPage: groupMembersPage(group.id),
    refreshOn: USERS_GROUPS_READS,
    textOf: identityText,
  })
  const roles = useSection(groupRolesSection(group.id))
  return <GroupPage group={group} members={list} roles={roles} />
}

export function UserView() {
  const user = userRoute.useLoaderData()
  const groups = useSection(userGroupsSection(user.id))
  const roles = useSection(userRolesSection(user.id))
  return <UserPage user={user} groups={groups} roles={roles} />
}
