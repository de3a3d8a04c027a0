// BGP: one page with three tabs chosen by query (status, the default; configs;
// announce sets), and below it the side modals: a new config, a new announce
// set, an announce set's announcements and its edit form. BFD: the switches'
// sessions (polled while one is coming up or going down), and the enable
// form in a side modal below the list.
//
// Whether this user may change any of it is the fleet role's section (the
// system layout starts it): the pages draw without waiting for it.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { AnnounceSetEditLoad, AnnounceSetFormLoad } from '~/machines/system/bgp'
import { anySettling, parseBgpSearch } from '~/machines/system/rack-networking.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./bgp.pages')

// ---- BGP ---------------------------------------------------------------------------

export const bgpRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/bgp',
  validateSearch: parseBgpSearch,
  staticData: { crumb: () => [{ label: 'BGP', to: pb.bgp() }] },
  component: lazyRouteComponent(pages, 'BgpPageRoute'),
})

export const bgpConfigsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'configs-new',
  crumb: 'New BGP config',
  // The announce set picker's choices are read beside the form, which opens at once.
  load: async () => (await pages()).loadBgpConfigForm(),
  input: async () => (await pages()).bgpConfigFormInput(),
  noun: 'BGP config',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'configs' }),
  form: lazyRouteComponent(pages, 'BgpConfigForm'),
})

export const announceSetsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets-new',
  crumb: 'New announce set',
  // The names taken (Nexus's PUT would replace that set); the lots' blocks to draw from are read beside the form.
  load: async () => (await pages()).loadAnnounceSetCreate(),
  input: async (_, loaded: AnnounceSetFormLoad) => (await pages()).announceSetCreateInput(loaded),
  noun: 'announce set',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'announce-sets' }),
  form: lazyRouteComponent(pages, 'AnnounceSetForm'),
  props: { mode: 'create' },
})

/** A set's announcements, read-only, in a side modal over the tab (the set's details and the blocks' names fill in beside them). */
export const announceSetRoute = createRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets/$announceSet',
  staticData: { crumb: (p) => p.announceSet },
  loader: async ({ params }) => orNotFound((await pages()).loadAnnounceSet(params.announceSet)),
  component: lazyRouteComponent(pages, 'AnnounceSetView'),
})

export const announceSetEditRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets/$announceSet/edit',
  crumb: 'Edit announce set',
  load: async ({ announceSet }) => (await pages()).loadAnnounceSetEdit(announceSet),
  input: async (_, loaded: AnnounceSetEditLoad) => (await pages()).announceSetEditInput(loaded),
  noun: 'announce set',
  verb: 'updated',
  closeTo: () => pb.bgp({ tab: 'announce-sets' }),
  form: lazyRouteComponent(pages, 'AnnounceSetForm'),
  props: { mode: 'edit' },
})

// ---- BFD ---------------------------------------------------------------------------

export const bfdList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/bfd',
  crumb: () => [{ label: 'BFD', to: pb.bfd() }],
  fetchPage: () => async () => (await pages()).bfdSessionsPage(),
  refreshOn: '/v1/system/networking/bfd-status',
  pollWhile: anySettling,
  page: lazyRouteComponent(pages, 'BfdSessions'),
})

export const bfdEnableRoute = formRoute({
  getParentRoute: () => bfdList.layout,
  path: 'networking/bfd/enable',
  crumb: 'Enable BFD session',
  input: async () => (await pages()).bfdFormInput(),
  noun: 'BFD session',
  verb: 'enabled',
  nameOf: (s) => `with ${s.remote} on ${s.switch}`,
  closeTo: () => pb.bfd(),
  form: lazyRouteComponent(pages, 'BfdForm'),
})

export const bgpRoutes = [bgpRoute.addChildren([bgpConfigsNewRoute, announceSetsNewRoute, announceSetRoute, announceSetEditRoute])]

export const bfdRoutes = [bfdList.withModals([bfdEnableRoute])]
