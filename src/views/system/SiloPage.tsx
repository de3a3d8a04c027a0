import type { ReactNode } from 'react'
import type { Schema, Silo } from '~/api'
import { Badge, CopyToClipboard, PageHeader, PropertiesTable, Tabs, formatBytes, formatDateTime, formatNumber } from '~/views/ui'
import { css } from 'styled-system/css'
import { IdentityModeBadge } from './IdentityModeBadge'

export const SILO_TABS = [
  { value: 'idps', label: 'Identity providers' },
  { value: 'ip-pools', label: 'IP pools' },
] as const
export type SiloTab = (typeof SILO_TABS)[number]['value']

type Props = {
  silo: Silo
  quotas: Schema<'SiloQuotas'>
  tab: SiloTab
  onTabChange: (tab: SiloTab) => void
  children: ReactNode
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const roles = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })

/** A silo's mapping of silo roles to fleet roles, e.g. 'admin → fleet admin'. */
function FleetRoles({ mapping }: { mapping: Silo['mappedFleetRoles'] }) {
  const pairs = Object.entries(mapping).flatMap(([siloRole, fleet]) => fleet.map((f) => `silo ${siloRole} → fleet ${f}`))
  if (pairs.length === 0) return 'None'
  return (
    <span className={roles}>
      {pairs.map((p) => (
        <Badge key={p}>{p}</Badge>
      ))}
    </span>
  )
}

/** The silo page: its properties and quotas, then its identity providers or IP pools (the tab is in the URL's query). */
export function SiloPage({ silo, quotas, tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader title={silo.name} description={silo.description || undefined} />
      <PropertiesTable
        columns={2}
        items={[
          {
            label: 'ID',
            value: (
              <span className={mono}>
                {silo.id} <CopyToClipboard text={silo.id} label="Copy silo ID" />
              </span>
            ),
          },
          { label: 'Identity mode', value: <IdentityModeBadge mode={silo.identityMode} /> },
          { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
          { label: 'Fleet roles', value: <FleetRoles mapping={silo.mappedFleetRoles} /> },
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
