import type { ReactNode } from 'react'
import type { Silo, VirtualResourceCounts } from '~/api'
import { PageHeader, PropertiesTable, Tabs, formatBytes, formatDateTime, formatNumber, idProperty } from '~/views/ui'
import { IdentityModeBadge } from './IdentityModeBadge'
import { FleetRoleBadges } from './silo/FleetRoleBadges'

export const SILO_TABS = [
  { value: 'idps', label: 'Identity providers' },
  { value: 'ip-pools', label: 'IP pools' },
  { value: 'quotas', label: 'Quotas' },
  { value: 'users', label: 'Users' },
  { value: 'access', label: 'Access' },
] as const
export type SiloTab = (typeof SILO_TABS)[number]['value']

type Props = {
  silo: Silo
  quotas: VirtualResourceCounts
  tab: SiloTab
  onTabChange: (tab: SiloTab) => void
  children: ReactNode
}

/** The silo page: its properties and quotas, then one tab (the tab is in the URL's query). */
export function SiloPage({ silo, quotas, tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader title={silo.name} description={silo.description || undefined} />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(silo.id, 'silo'),
          { label: 'Identity mode', value: <IdentityModeBadge mode={silo.identityMode} /> },
          { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
          { label: 'Fleet roles', value: <FleetRoleBadges mapping={silo.mappedFleetRoles} /> },
          { label: 'CPU quota', value: `${formatNumber(quotas.cpus)} vCPUs` },
          { label: 'Memory quota', value: formatBytes(quotas.memory) },
          { label: 'Storage quota', value: formatBytes(quotas.storage) },
          { label: 'Created', value: formatDateTime(silo.timeCreated) },
        ]}
      />
      <Tabs aria-label="Silo" value={tab} onValueChange={(v) => onTabChange(v as SiloTab)} tabs={[...SILO_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
