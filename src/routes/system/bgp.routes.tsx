// BGP: one page with three tabs chosen by query (status, the default; configs;
// announce sets), and below it the side modals: a new config, a new announce
// set, an announce set's announcements and its edit form. BFD: the switches'
// sessions (polled while one is coming up or going down), and the enable
// form in a side modal below the list.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role'
import type { AnnounceSetEditLoad, AnnounceSetFormLoad, BgpConfigFormLoad } from '~/machines/system/bgp'
import { anySettling, loadNetworkingWrite, parseBgpSearch } from '~/machines/system/rack-networking.rules'
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
  // May this user change configs and announce sets (only a fleet admin does; the tabs' actions say why not).
  loader: () => loadNetworkingWrite(readFleetRole),
  component: lazyRouteComponent(pages, 'BgpPageRoute'),
})

export const bgpConfigsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'configs-new',
  crumb: 'New BGP config',
  // The announce set picker's choices.
  load: async () => (await pages()).loadBgpConfigForm(),
  input: async (_, loaded: BgpConfigFormLoad) => (await pages()).bgpConfigFormInput(loaded),
  noun: 'BGP config',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'configs' }),
  form: lazyRouteComponent(pages, 'BgpConfigForm'),
})

export const announceSetsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets-new',
  crumb: 'New announce set',
  // The lots' blocks to draw from, and the names taken (Nexus's PUT would replace that set).
  load: async () => (await pages()).loadAnnounceSetCreate(),
  input: async (_, loaded: AnnounceSetFormLoad) => (await pages()).announceSetCreateInput(loaded),
  noun: 'announce set',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'announce-sets' }),
  form: lazyRouteComponent(pages, 'AnnounceSetForm'),
  props: { mode: 'create' },
})

/** A set's announcements, read-only, in a side modal over the tab. */
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

/** Only a fleet admin enables or disables sessions. */
export const bfdAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'bfd-access',
  loader: () => loadNetworkingWrite(readFleetRole),
  component: Outlet,
})

export const bfdList = listRoute({
  getParentRoute: () => bfdAccess,
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

export const bfdRoutes = [bfdAccess.addChildren([bfdList.withModals([bfdEnableRoute])])]
