import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { GroupKind } from '~/machines/compute/affinity'
import { GROUP_READS, KIND_NOUN } from '~/machines/compute/affinity.rules'
import { done, formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./affinity.pages')

// The page lists both kinds: the anti-affinity groups load with the route, the
// affinity groups with the page (affinity.pages.tsx).
export const affinityList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity',
  crumb: (p) => [{ label: 'Affinity', to: pb.affinity({ project: p.project }) }],
  fetchPage: ({ project }) => async (q) => (await pages()).groupRowsPage('anti-affinity', project)(q),
  refreshOn: GROUP_READS,
  page: lazyRouteComponent(pages, 'AffinityList'),
  sortByName: true,
})

/** `?kind=affinity` starts the form on an affinity group; otherwise it starts on anti-affinity. */
const newGroupSearch = (s: Record<string, unknown>): { kind?: Extract<GroupKind, 'affinity'> } =>
  s.kind === 'affinity' ? { kind: 'affinity' } : {}

// The form offers both kinds, starting on the one the query names; its toast names the kind saved.
export const affinityNewRoute = formRoute({
  getParentRoute: () => affinityList.layout,
  path: 'affinity-new',
  crumb: 'New group',
  search: newGroupSearch,
  input: async ({ project }, _, search) => (await pages()).groupFormInput(project, undefined, search?.kind),
  noun: 'group',
  verb: 'created',
  toastTitle: (g, values) => done(KIND_NOUN[values.kind], g.name, 'created'),
  closeTo: ({ project }) => pb.affinity({ project }),
  form: lazyRouteComponent(pages, 'GroupForm'),
  props: { mode: 'create' },
})

const affinityCrumb = (project: string) => ({ label: 'Affinity', to: pb.affinity({ project }) })

export const antiAffinityGroupRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity/$antiAffinityGroup',
  staticData: {
    crumb: (p) => [
      affinityCrumb(p.project),
      { label: p.antiAffinityGroup, to: pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }) },
    ],
  },
  loader: async ({ params }) =>
    orNotFound((await pages()).fetchGroup('anti-affinity', { project: params.project, group: params.antiAffinityGroup })),
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
  load: async ({ project, antiAffinityGroup }) => (await pages()).fetchGroup('anti-affinity', { project, group: antiAffinityGroup }),
  input: async ({ project }, group) => (await pages()).groupFormInput(project, { kind: 'anti-affinity', group }),
  noun: 'anti-affinity group',
  verb: 'updated',
  closeTo: (p) => pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }),
  // Back on the group page, under its new name if renamed; the page follows the saved group.
  doneTo: (g, { project }) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
  form: lazyRouteComponent(pages, 'GroupForm'),
  props: { mode: 'edit' },
})

export const affinityGroupRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity-groups/$affinityGroup',
  staticData: {
    crumb: (p) => [
      affinityCrumb(p.project),
      { label: p.affinityGroup, to: pb.affinityGroup({ project: p.project, affinityGroup: p.affinityGroup }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).fetchGroup('affinity', { project: params.project, group: params.affinityGroup })),
  component: lazyRouteComponent(pages, 'AffinityGroupRoute'),
})

export const affinityGroupIndexRoute = createRoute({
  getParentRoute: () => affinityGroupRoute,
  path: '/',
})

export const affinityGroupEditRoute = formRoute({
  getParentRoute: () => affinityGroupRoute,
  path: 'edit',
  crumb: 'Edit group',
  load: async ({ project, affinityGroup }) => (await pages()).fetchGroup('affinity', { project, group: affinityGroup }),
  input: async ({ project }, group) => (await pages()).groupFormInput(project, { kind: 'affinity', group }),
  noun: 'affinity group',
  verb: 'updated',
  closeTo: (p) => pb.affinityGroup({ project: p.project, affinityGroup: p.affinityGroup }),
  doneTo: (g, { project }) => pb.affinityGroup({ project, affinityGroup: g.name }),
  form: lazyRouteComponent(pages, 'GroupForm'),
  props: { mode: 'edit' },
})

export const affinityRoutes = [
  affinityList.withModals([affinityNewRoute]),
  antiAffinityGroupRoute.addChildren([antiAffinityGroupIndexRoute, antiAffinityGroupEditRoute]),
  affinityGroupRoute.addChildren([affinityGroupIndexRoute, affinityGroupEditRoute]),
]
