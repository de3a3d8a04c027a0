import type { ReactNode } from 'react'
import type { IpPool } from '~/api'
import type { PoolUtilization } from '~/machines/system/ip-pools'
import { ActionMenu, PageHeader, PropertiesTable, Tabs, formatDateTime, idProperty } from '~/views/ui'
import { AddressCounts } from './AddressCounts'

export const IP_POOL_TABS = [
  { value: 'ranges', label: 'IP ranges' },
  { value: 'silos', label: 'Linked silos' },
] as const
export type IpPoolTab = (typeof IP_POOL_TABS)[number]['value']

type Props = {
  pool: IpPool
  utilization?: PoolUtilization
  onEdit: () => void
  onAddRange: () => void
  onDelete: () => void
  tab: IpPoolTab
  onTabChange: (tab: IpPoolTab) => void
  children: ReactNode
}

/** The pool page: name, properties with its address counts, then its tabs (chosen by the URL's query). */
export function IpPoolHeader({ pool, utilization, onEdit, onAddRange, onDelete, tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader
        title={pool.name}
        description={pool.description || undefined}
        actions={
          <ActionMenu
            trigger="Actions"
            label="IP pool actions"
            items={[
              { label: 'Edit', onSelect: onEdit },
              { label: 'Add range', onSelect: onAddRange },
              { label: 'Delete', danger: true, onSelect: onDelete },
            ]}
          />
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'IPv4 in use', value: <AddressCounts count={utilization?.ipv4} /> },
          { label: 'Created', value: formatDateTime(pool.timeCreated) },
          { label: 'IPv6 in use', value: <AddressCounts count={utilization?.ipv6} /> },
          { label: 'Last modified', value: formatDateTime(pool.timeModified) },
          idProperty(pool.id, 'pool'),
        ]}
      />
      <Tabs aria-label="IP pool" value={tab} onValueChange={(v) => onTabChange(v as IpPoolTab)} tabs={[...IP_POOL_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
