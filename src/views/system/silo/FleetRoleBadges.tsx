import type { Silo } from '~/api'
import { Badge } from '~/views/ui'
import { css } from 'styled-system/css'

const roles = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })

/** Each silo role and the fleet roles it confers, e.g. 'silo admin → fleet admin'. */
export const fleetRolePairs = (mapping: Silo['mappedFleetRoles']) =>
  Object.entries(mapping).flatMap(([siloRole, fleet]) => (fleet ?? []).map((f) => `silo ${siloRole} → fleet ${f}`))

/** A silo's mapping of silo roles to fleet roles as badges; 'None' when it maps none. */
export function FleetRoleBadges({ mapping }: { mapping: Silo['mappedFleetRoles'] }) {
  const pairs = fleetRolePairs(mapping)
  if (pairs.length === 0) return 'None'
  return (
    <span className={roles}>
      {pairs.map((p) => (
        <Badge key={p}>{p}</Badge>
      ))}
    </span>
  )
}
