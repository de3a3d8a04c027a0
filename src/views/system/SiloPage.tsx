import type { Silo } from '~/api'
import { Badge, PageHeader, PropertiesTable, formatDateTime } from '~/views/ui'

export function SiloPage({ silo }: { silo: Silo }) {
  const fleetRoles = Object.entries(silo.mappedFleetRoles)
    .map(([siloRole, fleet]) => `${siloRole} → ${fleet.join(', ')}`)
    .join('; ')
  return (
    <>
      <PageHeader title={silo.name} />
      <PropertiesTable
        items={[
          { label: 'ID', value: silo.id },
          { label: 'Description', value: silo.description || '—' },
          { label: 'Identity mode', value: <Badge variant="info">{silo.identityMode.replace('_', ' ')}</Badge> },
          { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
          { label: 'Fleet role mapping', value: fleetRoles || 'None' },
          { label: 'Created', value: formatDateTime(silo.timeCreated) },
          { label: 'Last modified', value: formatDateTime(silo.timeModified) },
        ]}
      />
    </>
  )
}
