import type { ReactNode } from 'react'
import { PageHeader, Tabs } from '~/views/ui'

export const INVENTORY_TABS = [
  { value: 'sleds', label: 'Sleds' },
  { value: 'disks', label: 'Disks' },
  { value: 'uninitialized', label: 'Uninitialized sleds' },
  { value: 'racks', label: 'Racks' },
  { value: 'switches', label: 'Switches' },
  { value: 'switch-ports', label: 'Switch ports' },
] as const
export type InventoryTab = (typeof INVENTORY_TABS)[number]['value']

type Props = { tab: InventoryTab; onTabChange: (tab: InventoryTab) => void; children: ReactNode }

/** The rack's hardware: a tab per kind, each a URL. */
export function InventoryTabs({ tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader title="Inventory" description="The rack’s sleds, physical disks, switches and switch ports, and the sleds it sees but has not added" />
      <Tabs aria-label="Inventory" value={tab} onValueChange={(v) => onTabChange(v as InventoryTab)} tabs={[...INVENTORY_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
