// Rack networking: address lots (list, 'New address lot', a lot's blocks in a
// side modal), the switches' loopback addresses (list, 'New loopback
// address') and the source-IP allow-list (the page, its edit form); each form
// or view its own URL below its page.
//
// Whether this user may change any of it is the fleet role's section (the
// system layout starts it): the pages draw without waiting for it.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./rack-networking.pages')

// ---- address lots ------------------------------------------------------------------

export const addressLotsList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/address-lots',
  crumb: () => [{ label: 'Address lots', to: pb.addressLots() }],
  fetchPage: () => async (q) => (await pages()).addressLotsPage(q),
  // A loopback address made or removed changes whether a lot may be deleted.
  refreshOn: ['/v1/system/networking/address-lot', '/v1/system/networking/loopback-address'],
  page: lazyRouteComponent(pages, 'AddressLots'),
})

export const addressLotsNewRoute = formRoute({
  getParentRoute: () => addressLotsList.layout,
  path: 'networking/address-lots-new',
  crumb: 'New address lot',
  input: async () => (await pages()).addressLotFormInput(),
  noun: 'address lot',
  verb: 'created',
  nameOf: (created) => created.lot.name,
  closeTo: () => pb.addressLots(),
  form: lazyRouteComponent(pages, 'AddressLotForm'),
})

/** A lot's blocks (its details fill in beside them): Nexus has no call that changes a lot, so it is a read-only side modal. */
export const addressLotRoute = createRoute({
  getParentRoute: () => addressLotsList.layout,
  path: 'networking/address-lots/$lot',
  staticData: { crumb: (p) => p.lot },
  loader: async ({ params }) => orNotFound((await pages()).loadAddressLot(params.lot)),
  component: lazyRouteComponent(pages, 'AddressLotView'),
})

// ---- loopback addresses --------------------------------------------------------------

/** Which lot each address came from: read beside the list's rows, not waited for. */
export const loopbackNames = createRoute({
  getParentRoute: () => systemLayout,
  id: 'loopback-names',
  loader: async () => (await pages()).loadLoopbackPage(),
  component: Outlet,
})

export const loopbackList = listRoute({
  getParentRoute: () => loopbackNames,
  path: 'networking/loopback-addresses',
  crumb: () => [{ label: 'Loopback addresses', to: pb.loopbackAddresses() }],
  fetchPage: () => async (q) => (await pages()).loopbackAddressesPage(q),
  refreshOn: '/v1/system/networking/loopback-address',
  page: lazyRouteComponent(pages, 'LoopbackAddresses'),
})

export const loopbackNewRoute = formRoute({
  getParentRoute: () => loopbackList.layout,
  path: 'networking/loopback-addresses-new',
  crumb: 'New loopback address',
  // The pickers' choices (the racks and the lots) are read beside the form, which opens at once.
  load: async () => (await pages()).loadLoopbackForm(),
  input: async () => (await pages()).loopbackFormInput(),
  noun: 'loopback address',
  verb: 'created',
  nameOf: (created) => created.address,
  closeTo: () => pb.loopbackAddresses(),
  form: lazyRouteComponent(pages, 'LoopbackAddressForm'),
})

// ---- the allow-list ----------------------------------------------------------------

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`)

export const allowListRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/allow-list',
  staticData: { crumb: () => [{ label: 'Allow-list', to: pb.allowList() }] },
  loader: async () => ({ allowList: await (await pages()).loadAllowListPage() }),
  component: lazyRouteComponent(pages, 'AllowList'),
})

export const allowListEditRoute = formRoute({
  getParentRoute: () => allowListRoute,
  path: 'edit',
  crumb: 'Edit',
  // Read as the form opens: it starts from the list as it is now.
  load: async () => (await pages()).loadAllowListPage(),
  input: async (_, loaded) => (await pages()).allowListFormInput(loaded),
  noun: 'allow-list',
  verb: 'saved',
  // 'Allow-list (2 entries) saved'
  nameOf: (saved) => (saved.allowedIps.allow === 'any' ? '(any source)' : `(${entries(saved.allowedIps.ips.length)})`),
  closeTo: () => pb.allowList(),
  form: lazyRouteComponent(pages, 'EditAllowList'),
})

export const addressLotsRoutes = [
  addressLotsList.withModals([addressLotsNewRoute, addressLotRoute]),
  loopbackNames.addChildren([loopbackList.withModals([loopbackNewRoute])]),
]

export const allowListRoutes = [allowListRoute.addChildren([allowListEditRoute])]
