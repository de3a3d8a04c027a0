// Rack networking: address lots (list, 'New address lot', a lot's blocks in a
// side modal) and the switches' loopback addresses (list, 'New loopback
// address'); each form or view its own URL below its list.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role.input'
import { addressLotsPage, ADDRESS_LOT_PATH, loadAddressLot } from '~/machines/system/address-lots.reads'
import type { LoopbackFormLoad } from '~/machines/system/loopback-addresses.input'
import { loadLoopbackPage, loopbackAddressesPage, LOOPBACK_PATH } from '~/machines/system/loopback-addresses.reads'
import { loadNetworkingWrite } from '~/machines/system/rack-networking.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./address-lots.pages')
// The forms' fields, rules and calls load with them (their routes' loaders), not with the app.
const addressLotForm = () => import('~/machines/system/address-lots.input')
const loopbackForm = () => import('~/machines/system/loopback-addresses.input')

/** The signed-in user's fleet role: only a fleet admin changes the rack's networking. */

/** Whether this user may change lots (the list's actions say why not). */
export const addressLotsAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'address-lots-access',
  loader: () => loadNetworkingWrite(readFleetRole),
  component: Outlet,
})

export const addressLotsList = listRoute({
  getParentRoute: () => addressLotsAccess,
  path: 'networking/address-lots',
  crumb: () => [{ label: 'Address lots', to: pb.addressLots() }],
  fetchPage: () => addressLotsPage,
  // A loopback address made or removed changes whether a lot may be deleted.
  refreshOn: [ADDRESS_LOT_PATH, LOOPBACK_PATH],
  page: lazyRouteComponent(pages, 'AddressLots'),
})

export const addressLotsNewRoute = formRoute({
  getParentRoute: () => addressLotsList.layout,
  path: 'networking/address-lots-new',
  crumb: 'New address lot',
  input: async () => (await addressLotForm()).addressLotFormInput(),
  noun: 'address lot',
  verb: 'created',
  nameOf: (created) => created.lot.name,
  closeTo: () => pb.addressLots(),
  form: lazyRouteComponent(() => import('~/views/system/rack-networking/AddressLotForm'), 'AddressLotForm'),
})

/** A lot's blocks: Nexus has no call that changes a lot, so it is a read-only side modal. */
export const addressLotRoute = createRoute({
  getParentRoute: () => addressLotsList.layout,
  path: 'networking/address-lots/$lot',
  staticData: { crumb: (p) => p.lot },
  loader: ({ params }) => orNotFound(loadAddressLot(params.lot)),
  component: lazyRouteComponent(pages, 'AddressLotView'),
})

export const loopbackAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'loopback-access',
  // May this user change addresses, and which lot each address came from.
  loader: () => loadLoopbackPage(readFleetRole),
  component: Outlet,
})

export const loopbackList = listRoute({
  getParentRoute: () => loopbackAccess,
  path: 'networking/loopback-addresses',
  crumb: () => [{ label: 'Loopback addresses', to: pb.loopbackAddresses() }],
  fetchPage: () => loopbackAddressesPage,
  refreshOn: LOOPBACK_PATH,
  page: lazyRouteComponent(pages, 'LoopbackAddresses'),
})

export const loopbackNewRoute = formRoute({
  getParentRoute: () => loopbackList.layout,
  path: 'networking/loopback-addresses-new',
  crumb: 'New loopback address',
  // The pickers' choices: the racks and the lots.
  load: async () => (await loopbackForm()).loadLoopbackForm(),
  input: async (_, loaded: LoopbackFormLoad) => (await loopbackForm()).loopbackFormInput(loaded),
  noun: 'loopback address',
  verb: 'created',
  nameOf: (created) => created.address,
  closeTo: () => pb.loopbackAddresses(),
  form: lazyRouteComponent(() => import('~/views/system/rack-networking/LoopbackAddressForm'), 'LoopbackAddressForm'),
})

export const addressLotsRoutes = [
  addressLotsAccess.addChildren([addressLotsList.withModals([addressLotsNewRoute, addressLotRoute])]),
  loopbackAccess.addChildren([loopbackList.withModals([loopbackNewRoute])]),
]
