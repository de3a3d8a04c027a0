// The inventory page's tabs and lists: a chunk of their own, loaded with the
// lists' first pages (inventory.routes.tsx) and on link intent.
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import type { PhysicalDisk, Sled, SledInstance } from '~/api'
import { InventoryTabs, type InventoryTab } from '~/views/system/inventory/InventoryTabs'
import { PhysicalDisksTab } from '~/views/system/inventory/PhysicalDisksTab'
import { SledInstancesPage } from '~/views/system/inventory/SledInstancesPage'
import { SledsTab } from '~/views/system/inventory/SledsTab'
import { pb } from '~/paths'
import { routeApi, type ListPageProps } from '../kit'

const sledRoute = routeApi<Sled>('/authed/system/inventory/sleds/$sledId')

export function Inventory() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const tab: InventoryTab = pathname.endsWith('/disks') ? 'disks' : 'sleds'
  const href: Record<InventoryTab, string> = { sleds: pb.inventorySleds(), disks: pb.inventoryDisks() }
  return (
    <InventoryTabs tab={tab} onTabChange={(t) => void navigate({ to: href[t] })}>
      <Outlet />
    </InventoryTabs>
  )
}

export const Sleds = ({ list }: ListPageProps<Sled>) => <SledsTab list={list} />

export const PhysicalDisks = ({ list }: ListPageProps<PhysicalDisk>) => <PhysicalDisksTab list={list} />

export function SledInstances({ list }: ListPageProps<SledInstance>) {
  return <SledInstancesPage sled={sledRoute.useLoaderData()} list={list} />
}
