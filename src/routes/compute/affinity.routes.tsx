import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE } from '~/api'
import { antiAffinityGroupFormInput, type AntiAffinityGroupRow } from '~/machines/compute/anti-affinity-form'
import type { Page, PageParams } from '~/machines/shared/list.machine'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./affinity.pages')

export const GROUPS = '/v1/anti-affinity-groups'

const fetchGroup = (project: string, group: string) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}', { path: { anti_affinity_group: group }, query: { project } })

// By id (which Nexus takes without a project): a rename does not pull the
// group out from under its own page.
export const fetchMembersById = (groupId: string, { pageToken, limit }: PageParams) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}/members', {
    path: { anti_affinity_group: groupId },
    query: { limit, pageToken },
  })

/**
 * A page of groups with each group's member count. A group holds at most 32
 * members, so one read of a page of members counts them; a count that fails
 * to load shows as unknown rather than failing the list.
 */
const fetchGroupRows =
  (project: string) =>
  async ({ pageToken, limit }: PageParams): Promise<Page<AntiAffinityGroupRow>> => {
    const page = await fetchApi(GROUPS, { query: { project, limit, pageToken } })
    const items = await Promise.all(
      page.items.map(async (g): Promise<AntiAffinityGroupRow> => {
        try {
          const members = await fetchMembersById(g.id, { limit: PAGE_SIZE })
          return { ...g, members: { count: members.items.length, more: !!members.nextPage } }
        } catch {
          return g
        }
      }),
    )
    return { items, nextPage: page.nextPage }
  }

export const affinityList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity',
  crumb: (p) => [{ label: 'Affinity', to: pb.affinity({ project: p.project }) }],
  fetchPage: ({ project }) => fetchGroupRows(project),
  refreshOn: GROUPS,
  page: lazyRouteComponent(pages, 'AffinityList'),
})

export const affinityNewRoute = formRoute({
  getParentRoute: () => affinityList.layout,
  path: 'affinity-new',
  crumb: 'New group',
  input: ({ project }) => antiAffinityGroupFormInput(project),
  noun: 'anti-affinity group',
  verb: 'created',
  closeTo: ({ project }) => pb.affinity({ project }),
  form: lazyRouteComponent(pages, 'CreateGroupForm'),
})

export const antiAffinityGroupRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity/$antiAffinityGroup',
  staticData: {
    crumb: (p) => [
      { label: 'Affinity', to: pb.affinity({ project: p.project }) },
      { label: p.antiAffinityGroup, to: pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }) },
    ],
  },
  loader: ({ params }) => orNotFound(fetchGroup(params.project, params.antiAffinityGroup)),
  component: lazyRouteComponent(pages, 'AntiAffinityGroupRoute'),
})

export const antiAffinityGroupIndexRoute = createRoute({
  getParentRoute: () => antiAffinityGroupRoute,
  path: '/',
})

export const antiAffinityGroupEditRoute = formRoute({
  getParentRoute: () => antiAffinityGroupRoute,
  path: 'edit',
  crumb: 'Edit group',
  load: ({ project, antiAffinityGroup }) => fetchGroup(project, antiAffinityGroup),
  input: ({ project }, group) => antiAffinityGroupFormInput(project, group),
  noun: 'anti-affinity group',
  verb: 'updated',
  closeTo: (p) => pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }),
  // Back on the group page, under its new name if renamed, reading the saved group.
  doneTo: (g, { project }) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
  reloadRoute: () => antiAffinityGroupRoute,
  form: lazyRouteComponent(pages, 'EditGroupForm'),
})

export const affinityRoutes = [
  affinityList.withModals([affinityNewRoute]),
  antiAffinityGroupRoute.addChildren([antiAffinityGroupIndexRoute, antiAffinityGroupEditRoute]),
]
