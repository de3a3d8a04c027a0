import { createRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import type { Sled } from '~/api'
import { fetchSled, physicalDisksPage, sledInstancesPage, sledsPage } from '~/machines/system/inventory'
import { InventoryTabs, type InventoryTab } from '~/views/system/inventory/InventoryTabs'
import { PhysicalDisksTab } from '~/views/system/inventory/PhysicalDisksTab'
import { SledInstancesPage } from '~/views/system/inventory/SledInstancesPage'
import { SledsTab } from '~/views/system/inventory/SledsTab'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

/** /system/inventory shows its default tab, sleds (spec §2). */
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
  component: function Inventory() {
    const navigate = useNavigate()
    const { pathname } = useLocation()
    const tab: InventoryTab = pathname.endsWith('/disks') ? 'disks' : 'sleds'
    const href: Record<InventoryTab, string> = { sleds: pb.inventorySleds(), disks: pb.inventoryDisks() }
    return (
      <InventoryTabs tab={tab} onTabChange={(t) => void navigate({ to: href[t] })}>
        <Outlet />
      </InventoryTabs>
    )
  },
})

export const sledsList = listRoute<Sled>({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/sleds',
  crumb: () => [{ label: 'Sleds', to: pb.inventorySleds() }],
  fetchPage: () => sledsPage,
  refreshOn: '/v1/system/hardware',
  page: ({ list }) => <SledsTab list={list} />,
})

export const physicalDisksList = listRoute({
  getParentRoute: () => inventoryLayout,
  path: 'inventory/disks',
  crumb: () => [{ label: 'Disks', to: pb.inventoryDisks() }],
  fetchPage: () => physicalDisksPage,
  refreshOn: '/v1/system/hardware',
  page: ({ list }) => <PhysicalDisksTab list={list} />,
})

/** A sled (read once for its page's header); its instances are the page's list. */
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
  loader: ({ params }) => orNotFound(fetchSled(params.sledId)),
  component: Outlet,
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
  refreshOn: ['/v1/instances', '/v1/system/hardware'],
  page: function SledInstances({ list }) {
    const sled: Sled = sledRoute.useLoaderData()
    return <SledInstancesPage sled={sled} list={list} />
  },
})

export const inventoryRoutes = [
  inventoryIndexRoute,
  inventoryLayout.addChildren([sledsList.withModals(), physicalDisksList.withModals()]),
  sledRoute.addChildren([sledIndexRoute, sledInstancesList.withModals()]),
]
