// BGP: one page with three tabs chosen by query (status, the default; configs;
// announce sets), and below it the side modals: a new config, a new announce
// set, an announce set's announcements and its edit form.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role.input'
import type { AnnounceSetEditLoad, AnnounceSetFormLoad, BgpConfigFormLoad } from '~/machines/system/bgp.input'
import { parseBgpSearch } from '~/machines/system/bgp.search'
import { loadNetworkingWrite } from '~/machines/system/rack-networking.rules'
import { formRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./bgp.pages')
const announceSetForm = () => import('~/views/system/bgp/AnnounceSetForm')
// The forms' and the announce set view's reads and rules load with them (their routes' loaders), not with the app.
const bgp = () => import('~/machines/system/bgp.input')

/** The signed-in user's fleet role: only a fleet admin changes the rack's BGP. */

export const bgpRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/bgp',
  validateSearch: parseBgpSearch,
  staticData: { crumb: () => [{ label: 'BGP', to: pb.bgp() }] },
  // May this user change configs and announce sets (the tabs' actions say why not).
  loader: () => loadNetworkingWrite(readFleetRole),
  component: lazyRouteComponent(pages, 'BgpPageRoute'),
})

export const bgpConfigsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'configs-new',
  crumb: 'New BGP config',
  // The announce set picker's choices.
  load: async () => (await bgp()).loadBgpConfigForm(),
  input: async (_, loaded: BgpConfigFormLoad) => (await bgp()).bgpConfigFormInput(loaded),
  noun: 'BGP config',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'configs' }),
  form: lazyRouteComponent(() => import('~/views/system/bgp/BgpConfigForm'), 'BgpConfigForm'),
})

export const announceSetsNewRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets-new',
  crumb: 'New announce set',
  // The lots' blocks to draw from, and the names taken (Nexus's PUT would replace that set).
  load: async () => (await bgp()).loadAnnounceSetCreate(),
  input: async (_, loaded: AnnounceSetFormLoad) => (await bgp()).announceSetCreateInput(loaded),
  noun: 'announce set',
  verb: 'created',
  closeTo: () => pb.bgp({ tab: 'announce-sets' }),
  form: lazyRouteComponent(announceSetForm, 'AnnounceSetForm'),
  props: { mode: 'create' },
})

/** A set's announcements, read-only, in a side modal over the tab. */
export const announceSetRoute = createRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets/$announceSet',
  staticData: { crumb: (p) => p.announceSet },
  loader: async ({ params }) => orNotFound((await bgp()).loadAnnounceSet(params.announceSet)),
  component: lazyRouteComponent(pages, 'AnnounceSetView'),
})

export const announceSetEditRoute = formRoute({
  getParentRoute: () => bgpRoute,
  path: 'announce-sets/$announceSet/edit',
  crumb: 'Edit announce set',
  load: async ({ announceSet }) => (await bgp()).loadAnnounceSetEdit(announceSet),
  input: async (_, loaded: AnnounceSetEditLoad) => (await bgp()).announceSetEditInput(loaded),
  noun: 'announce set',
  verb: 'updated',
  closeTo: () => pb.bgp({ tab: 'announce-sets' }),
  form: lazyRouteComponent(announceSetForm, 'AnnounceSetForm'),
  props: { mode: 'edit' },
})

export const bgpRoutes = [bgpRoute.addChildren([bgpConfigsNewRoute, announceSetsNewRoute, announceSetRoute, announceSetEditRoute])]
