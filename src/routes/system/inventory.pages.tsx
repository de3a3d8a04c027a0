// The inventory page's tabs and lists: a chunk of their own, loaded with the
// lists' first pages (inventory.routes.tsx) and on link intent. Changing a
// sled's provision policy and adding a sled ask first (the kit's confirm).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import type { PhysicalDisk, Sled, SledInstance } from '~/api'
import { HARDWARE_PATH } from '~/machines/system/inventory.rules'
import {
  addSled,
  addSledQuestion,
  inventoryWritesOf,
  provisionPolicyChange,
  provisionPolicyQuestion,
  rackSledsSection,
  rackSwitchesSection,
  setProvisionPolicy,
  sledSection,
  sledInstancesSection,
  sledUsage,
  type InventoryWrites,
  type UninitializedSled,
} from '~/machines/system/inventory'
import {
  InventoryTabs,
  PhysicalDisksTab,
  RacksTab,
  SledsTab,
  SwitchesTab,
  UninitializedSledsTab,
  type InventoryTab,
} from '~/views/system/inventory/InventoryPages'
import {
  PhysicalDiskPage,
  RackPage,
  SledName,
  SledDisksTab,
  SledHeader,
  SledInstancesTab,
  type SledTab,
} from '~/views/system/inventory/HardwarePages'
import { SwitchPortsTab } from '~/views/system/inventory/SwitchPortsTab'
import { settingsNamesSection, type Rack, type Switch, type SwitchPort } from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { couldNot, routeApi, useConfirmAction, useSection, type ListPageProps } from '../kit'
import { useFleetRole } from './fleet-rights'

// What the routes' loaders call: with the page, not in the app's chunk.
export {
  loadPhysicalDiskPage,
  loadRackPage,
  loadSledPage,
  physicalDisksPage,
  sledDisksPage,
  sledInstancesPage,
  sledsPage,
  uninitializedSledsPage,
} from '~/machines/system/inventory'
export { loadSwitchPortsTab, racksPage, switchesPage, switchPortsPage } from '~/machines/system/switch-ports'

/** May this user change sleds: the fleet role's section (disabled, with why, until it is in). */
const useInventoryWrites = () => inventoryWritesOf(useFleetRole())

const sledRoute = routeApi('/authed/system/inventory/sleds/$sledId', {
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
})

const TAB_BY_PATH: [string, InventoryTab][] = [
  ['/disks', 'disks'],
  ['/sleds-uninitialized', 'uninitialized'],
  ['/racks', 'racks'],
  ['/switches', 'switches'],
  ['/switch-ports', 'switch-ports'],
]

export function Inventory() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const tab: InventoryTab = TAB_BY_PATH.find(([end]) => pathname.endsWith(end))?.[1] ?? 'sleds'
  const href: Record<InventoryTab, string> = {
    sleds: pb.inventorySleds(),
    disks: pb.inventoryDisks(),
    uninitialized: pb.inventorySledsUninitialized(),
    racks: pb.inventoryRacks(),
    switches: pb.inventorySwitches(),
    'switch-ports': pb.inventorySwitchPorts(),
  }
  return (
    <InventoryTabs tab={tab} onTabChange={(t) => void navigate({ to: href[t] })}>
      <Outlet />
    </InventoryTabs>
  )
}

/** Asks, then switches a sled's provision policy; the lists and the sled's page follow the cache. */
function useChangeProvisionPolicy() {
  const confirmAction = useConfirmAction()
  return (sled: Sled, writes: InventoryWrites) => {
    const { to } = provisionPolicyChange(sled, writes)
    return confirmAction({
      ...provisionPolicyQuestion(sled, to),
      errorTitle: couldNot('change', 'provision policy'),
      action: () => setProvisionPolicy(sled.id, to),
    })
  }
}

export function Sleds({ list }: ListPageProps<Sled>) {
  const writes = useInventoryWrites()
  const change = useChangeProvisionPolicy()
  return <SledsTab list={list} writes={writes} onChangeProvisionPolicy={(s) => void change(s, writes)} />
}

export const PhysicalDisks = ({ list }: ListPageProps<PhysicalDisk>) => <PhysicalDisksTab list={list} />

export function UninitializedSleds({ list }: ListPageProps<UninitializedSled>) {
  const writes = useInventoryWrites()
  const confirmAction = useConfirmAction()
  const onAdd = (sled: UninitializedSled) =>
    void confirmAction({ ...addSledQuestion(sled), errorTitle: couldNot('add', 'sled'), action: () => addSled(sled) })
  return <UninitializedSledsTab list={list} writes={writes} onAdd={onAdd} />
}

/** The sled page: its header and tabs; the tab's list is the child route. */
export function SledLayout() {
  const { sled } = sledRoute.useLoaderData()
  const writes = useInventoryWrites()
  const usage = sledUsage(sled, useSection(sledInstancesSection(sled.id)))
  const change = useChangeProvisionPolicy()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const tab: SledTab = pathname.endsWith('/disks') ? 'disks' : 'instances'
  const href: Record<SledTab, string> = {
    instances: pb.sledInstances({ sledId: sled.id }),
    disks: pb.sledDisks({ sledId: sled.id }),
  }
  return (
    <SledHeader
      sled={sled}
      usage={usage}
      writes={writes}
      onChangeProvisionPolicy={() => void change(sled, writes)}
      tab={tab}
      onTabChange={(t) => void navigate({ to: href[t] })}
    >
      <Outlet />
    </SledHeader>
  )
}

export const SledInstances = ({ list }: ListPageProps<SledInstance>) => <SledInstancesTab list={list} />

export const SledDisks = ({ list }: ListPageProps<PhysicalDisk>) => <SledDisksTab list={list} />

const diskRoute = routeApi('/authed/system/inventory/disks/$diskId', { refreshOn: HARDWARE_PATH })

/** A disk, and the sled it sits in once that is read (a disk in no sled reads none). */
export function PhysicalDiskView() {
  const { disk } = diskRoute.useLoaderData()
  return <PhysicalDiskPage disk={disk} sled={disk.sledId ? <DiskSled sledId={disk.sledId} /> : undefined} />
}

function DiskSled({ sledId }: { sledId: string }) {
  return <SledName sledId={sledId} sled={useSection(sledSection(sledId))} />
}

const rackRoute = routeApi('/authed/system/inventory/racks/$rackId', { refreshOn: '/v1/system/hardware/racks/{rack_id}' })

export function RackView() {
  const { rack } = rackRoute.useLoaderData()
  const sleds = useSection(rackSledsSection(rack.id))
  const switches = useSection(rackSwitchesSection(rack.id))
  return <RackPage rack={rack} sleds={sleds} switches={switches} />
}

export const Racks = ({ list }: ListPageProps<Rack>) => <RacksTab list={list} />

export const Switches = ({ list }: ListPageProps<Switch>) => <SwitchesTab list={list} />

export function SwitchPorts({ list }: ListPageProps<SwitchPort>) {
  return <SwitchPortsTab list={list} names={useSection(settingsNamesSection())} />
}
