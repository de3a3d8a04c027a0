import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { HARDWARE_PATH } from '~/machines/system/inventory.rules'
import { pb } from '~/paths'

const pages = () => import('./inventory.pages')

/** /system/inventory shows its default tab, sleds. */
export const inventoryIndexRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory',
  beforeLoad: () => {
    throw redirect({ to: pb.inventorySleds() })
  },
})

/**
 * The inventory page: its header and tabs; each tab is a child route with its
 * own URL. Whether this user may change sleds is the fleet role's section
 * (the system layout starts it): the tabs draw without waiting for it.
 */
export const inventoryLayout = createRoute({
  getParentRoute: () => systemLayout,
  id: 'inventory-tabs',
  staticData: { crumb: () => [{ label: 'Inventory', to: pb.inventory() }] },
  component: lazyRouteComponent(pages, 'Inventory'),
})

export const sledsList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/sleds',
  crumb: () => [{ label: 'Sleds', to: pb.inventorySleds() }],
  fetchPage: () => async (q) => (await pages()).sledsPage(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'Sleds'),
})

export const physicalDisksList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/disks',
  crumb: () => [{ label: 'Disks', to: pb.inventoryDisks() }],
  fetchPage: () => async (q) => (await pages()).physicalDisksPage(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'PhysicalDisks'),
})

export const uninitializedSledsList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/sleds-uninitialized',
  crumb: () => [{ label: 'Uninitialized sleds', to: pb.inventorySledsUninitialized() }],
  fetchPage: () => async (q) => (await pages()).uninitializedSledsPage(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'UninitializedSleds'),
})

export const racksList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/racks',
  crumb: () => [{ label: 'Racks', to: pb.inventoryRacks() }],
  fetchPage: () => async (q) => (await pages()).racksPage(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'Racks'),
})

export const switchesList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/switches',
  crumb: () => [{ label: 'Switches', to: pb.inventorySwitches() }],
  fetchPage: () => async (q) => (await pages()).switchesPage(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'Switches'),
})

/**
 * The switch ports tab's read besides its rows, started beside them and not
 * waited for: the settings' names (a port names its settings by id).
 */
export const switchPortsNames = createRoute({
  getParentRoute: () => inventoryLayout,
  id: 'switch-ports-names',
  loader: async () => (await pages()).loadSwitchPortsTab(),
  component: Outlet,
})

export const switchPortsList = listRoute({
  getParentRoute: () => switchPortsNames,
  path: 'inventory/switch-ports',
  crumb: () => [{ label: 'Switch ports', to: pb.inventorySwitchPorts() }],
  fetchPage: () => async (q) => (await pages()).switchPortsPage(q),
  refreshOn: ['/v1/system/hardware/switch-port', '/v1/system/networking/switch-port-settings', '/v1/system/networking/switch-port-settings/{port}'],
  page: lazyRouteComponent(pages, 'SwitchPorts'),
})

/** A sled (its page's header and tabs, following the cache); each tab is a child route. */
export const sledRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory/sleds/$sledId',
  staticData: {
    crumb: (p) => [
      { label: 'Inventory', to: pb.inventory() },
      { label: 'Sleds', to: pb.inventorySleds() },
      { label: p.sledId, to: pb.sledInstances({ sledId: p.sledId }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadSledPage(params.sledId)),
  component: lazyRouteComponent(pages, 'SledLayout'),
})

export const sledIndexRoute = createRoute({
  getParentRoute: () => sledRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.sledInstances({ sledId: params.sledId }) })
  },
})

export const sledInstancesList = listRoute({
  getParentRoute: () => sledRoute,
  path: 'instances',
  crumb: 'Instances',
  fetchPage: ({ sledId }) => async (q) => (await pages()).sledInstancesPage(sledId)(q),
  // Instances starting, stopping or moving change which sled they run on.
  refreshOn: ['/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips', '/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'SledInstances'),
})

/** The sled's physical disks; each opens its own page. */
export const sledDisksList = listRoute({
  getParentRoute: () => sledRoute,
  path: 'disks',
  crumb: 'Disks',
  fetchPage: ({ sledId }) => async (q) => (await pages()).sledDisksPage(sledId)(q),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'SledDisks'),
})

/** A physical disk; the sled it sits in fills in beside it. */
export const physicalDiskRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory/disks/$diskId',
  staticData: {
    crumb: (p) => [
      { label: 'Inventory', to: pb.inventory() },
      { label: 'Disks', to: pb.inventoryDisks() },
      { label: p.diskId, to: pb.physicalDisk({ diskId: p.diskId }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadPhysicalDiskPage(params.diskId)),
  component: lazyRouteComponent(pages, 'PhysicalDiskView'),
})

/** A rack; its sleds and switches (each a link to its page) fill in beside it. */
export const rackRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory/racks/$rackId',
  staticData: {
    crumb: (p) => [
      { label: 'Inventory', to: pb.inventory() },
      { label: 'Racks', to: pb.inventoryRacks() },
      { label: p.rackId, to: pb.inventoryRack({ rackId: p.rackId }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadRackPage(params.rackId)),
  component: lazyRouteComponent(pages, 'RackView'),
})

export const inventoryRoutes = [
  inventoryIndexRoute,
  inventoryLayout.addChildren([
    sledsList.withModals(),
    physicalDisksList.withModals(),
    uninitializedSledsList.withModals(),
    racksList.withModals(),
    switchesList.withModals(),
    switchPortsNames.addChildren([switchPortsList.withModals()]),
  ]),
  sledRoute.addChildren([sledIndexRoute, sledInstancesList.withModals(), sledDisksList.withModals()]),
  physicalDiskRoute,
  rackRoute,
]
