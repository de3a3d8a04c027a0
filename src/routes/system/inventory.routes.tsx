import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role'
import {
  HARDWARE_PATH,
  loadInventoryWrites,
  loadPhysicalDiskPage,
  loadRackPage,
  loadSledPage,
  physicalDisksPage,
  sledDisksPage,
  sledInstancesPage,
  sledsPage,
  uninitializedSledsPage,
} from '~/machines/system/inventory'
import {
  loadSwitchPortsTab,
  racksPage,
  SWITCH_PORT_PATH,
  switchesPage,
  switchPortsPage,
} from '~/machines/system/switch-ports'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./inventory.pages')

/** The signed-in user's fleet role: only a fleet admin changes sleds. */

/** /system/inventory shows its default tab, sleds. */
export const inventoryIndexRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory',
  beforeLoad: () => {
    throw redirect({ to: pb.inventorySleds() })
  },
})

/** The inventory page: its header and tabs; each tab is a child route with its own URL. */
export const inventoryLayout = createRoute({
  getParentRoute: () => systemLayout,
  id: 'inventory-tabs',
  staticData: { crumb: () => [{ label: 'Inventory', to: pb.inventory() }] },
  // May this user change sleds (the tabs' actions say why not).
  loader: () => loadInventoryWrites(readFleetRole),
  component: lazyRouteComponent(pages, 'Inventory'),
})

export const sledsList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/sleds',
  crumb: () => [{ label: 'Sleds', to: pb.inventorySleds() }],
  fetchPage: () => sledsPage,
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'Sleds'),
})

export const physicalDisksList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/disks',
  crumb: () => [{ label: 'Disks', to: pb.inventoryDisks() }],
  fetchPage: () => physicalDisksPage,
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'PhysicalDisks'),
})

export const uninitializedSledsList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/sleds-uninitialized',
  crumb: () => [{ label: 'Uninitialized sleds', to: pb.inventorySledsUninitialized() }],
  fetchPage: () => uninitializedSledsPage,
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'UninitializedSleds'),
})

export const racksList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/racks',
  crumb: () => [{ label: 'Racks', to: pb.inventoryRacks() }],
  fetchPage: () => racksPage,
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'Racks'),
})

export const switchesList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/switches',
  crumb: () => [{ label: 'Switches', to: pb.inventorySwitches() }],
  fetchPage: () => switchesPage,
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'Switches'),
})

/** The switch ports tab's reads besides its rows: the settings' names (a port names its settings by id). */
export const switchPortsNames = createRoute({
  getParentRoute: () => inventoryLayout,
  id: 'switch-ports-names',
  loader: () => loadSwitchPortsTab(),
  component: Outlet,
})

export const switchPortsList = listRoute({
  getParentRoute: () => switchPortsNames,
  path: 'inventory/switch-ports',
  crumb: () => [{ label: 'Switch ports', to: pb.inventorySwitchPorts() }],
  fetchPage: () => switchPortsPage,
  refreshOn: [SWITCH_PORT_PATH, '/v1/system/networking/switch-port-settings', '/v1/system/networking/switch-port-settings/{port}'],
  page: lazyRouteComponent(pages, 'SwitchPorts'),
})

/** A sled (its page's header and tabs, following the cache) and the user's rights on it; each tab is a child route. */
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
  loader: ({ params }) => orNotFound(loadSledPage(params.sledId, readFleetRole)),
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
  fetchPage: ({ sledId }) => sledInstancesPage(sledId),
  // Instances starting, stopping or moving change which sled they run on.
  refreshOn: ['/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips', '/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
  page: lazyRouteComponent(pages, 'SledInstances'),
})

/** The sled's physical disks; each opens its own page. */
export const sledDisksList = listRoute({
  getParentRoute: () => sledRoute,
  path: 'disks',
  crumb: 'Disks',
  fetchPage: ({ sledId }) => sledDisksPage(sledId),
  refreshOn: HARDWARE_PATH,
  page: lazyRouteComponent(pages, 'SledDisks'),
})

/** A physical disk, with the sled it sits in. */
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
  loader: ({ params }) => orNotFound(loadPhysicalDiskPage(params.diskId)),
  component: lazyRouteComponent(pages, 'PhysicalDiskView'),
})

/** A rack, with its sleds and switches (each a link to its page). */
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
  loader: ({ params }) => orNotFound(loadRackPage(params.rackId)),
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
