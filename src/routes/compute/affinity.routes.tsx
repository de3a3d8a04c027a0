import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { antiAffinityGroupFormInput, fetchGroup, GROUP_READS, groupRowsPage } from '~/machines/compute/affinity'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./affinity.pages')
const groupForm = () => import('~/views/compute/affinity/Forms')

export const affinityList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity',
  crumb: (p) => [{ label: 'Affinity', to: pb.affinity({ project: p.project }) }],
  fetchPage: ({ project }) => groupRowsPage(project),
  refreshOn: GROUP_READS,
  page: lazyRouteComponent(pages, 'AffinityList'),
  sortByName: true,
})

export const affinityNewRoute = formRoute({
  getParentRoute: () => affinityList.layout,
  path: 'affinity-new',
  crumb: 'New group',
  input: ({ project }) => antiAffinityGroupFormInput(project),
  noun: 'anti-affinity group',
  verb: 'created',
  closeTo: ({ project }) => pb.affinity({ project }),
  form: lazyRouteComponent(groupForm, 'AntiAffinityGroupForm'),
  props: { mode: 'create' },
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
  loader: ({ params }) => orNotFound(fetchGroup(params)),
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
  load: ({ project, antiAffinityGroup }) => fetchGroup({ project, antiAffinityGroup }),
  input: ({ project }, group) => antiAffinityGroupFormInput(project, group),
  noun: 'anti-affinity group',
  verb: 'updated',
  closeTo: (p) => pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }),
  // Back on the group page, under its new name if renamed; the page follows the saved group.
  doneTo: (g, { project }) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
  form: lazyRouteComponent(groupForm, 'AntiAffinityGroupForm'),
  props: { mode: 'edit' },
})

export const affinityRoutes = [
  affinityList.withModals([affinityNewRoute]),
  antiAffinityGroupRoute.addChildren([antiAffinityGroupIndexRoute, antiAffinityGroupEditRoute]),
]
