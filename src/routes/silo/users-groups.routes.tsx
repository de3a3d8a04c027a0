// The silo's users and groups: a tab each (users first), a group's page with
// its members and a user's page with their groups and roles. Read-only: the
// identity provider, not the console, decides who is in which group.
import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router'
import { identityText, USERS_GROUPS_READS } from '~/machines/access/roles.rules'
import { pb } from '~/paths'
import { listRoute } from '../kit'
import { siloLayout } from '../layouts'
import { orNotFound } from '../not-found'

const pages = () => import('./users-groups.pages')

/** /users-groups shows its first tab, users. */
export const usersGroupsIndexRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'users-groups',
  beforeLoad: () => {
    throw redirect({ to: pb.siloUsers() })
  },
})

/** The page's header and tabs; whether the user may list the silo's users and groups at all. */
export const usersGroupsLayout = createRoute({
  getParentRoute: () => siloLayout,
  id: 'users-groups-tabs',
  staticData: { crumb: () => [{ label: 'Users & groups', to: pb.usersGroups() }] },
  loader: async () => (await pages()).readUsersGroupsAccess(),
  component: lazyRouteComponent(pages, 'UsersGroups'),
})

export const siloUsersList = listRoute({
  getParentRoute: () => usersGroupsLayout,
  path: 'users-groups/users',
  crumb: () => [{ label: 'Users', to: pb.siloUsers() }],
  fetchPage: () => async (q) => (await pages()).usersPage(q),
  refreshOn: USERS_GROUPS_READS,
  textOf: identityText,
  page: lazyRouteComponent(pages, 'Users'),
})

export const siloGroupsList = listRoute({
  getParentRoute: () => usersGroupsLayout,
  path: 'users-groups/groups',
  crumb: () => [{ label: 'Groups', to: pb.siloGroups() }],
  fetchPage: () => async (q) => (await pages()).groupsPage(q),
  refreshOn: USERS_GROUPS_READS,
  textOf: identityText,
  page: lazyRouteComponent(pages, 'Groups'),
})

/** A group and its members (404 for an id that is no group of the silo). */
export const siloGroupRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'users-groups/groups/$group',
  staticData: {
    crumb: (p) => [
      { label: 'Users & groups', to: pb.usersGroups() },
      { label: 'Groups', to: pb.siloGroups() },
      { label: p.group, to: pb.siloGroup({ group: p.group }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadGroupPage(params.group)),
  component: lazyRouteComponent(pages, 'GroupView'),
})

/** A user, their groups and their roles (found in the silo's list: Nexus reads a user no other way). */
export const siloUserRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'users-groups/users/$user',
  staticData: {
    crumb: (p) => [
      { label: 'Users & groups', to: pb.usersGroups() },
      { label: 'Users', to: pb.siloUsers() },
      { label: p.user, to: pb.siloUser({ user: p.user }) },
    ],
  },
  loader: async ({ params }) => {
    const page = await (await pages()).loadUserPage(params.user)
    if (!page) throw notFound()
    return page
  },
  component: lazyRouteComponent(pages, 'UserView'),
})

export const usersGroupsRoutes = [
  usersGroupsIndexRoute,
  usersGroupsLayout.addChildren([siloUsersList.withModals(), siloGroupsList.withModals()]),
  siloGroupRoute,
  siloUserRoute,
]
