import type { ReactNode } from 'react'
import type { Silo } from '~/api'
import { Section } from '~/views/ui'
import { css } from 'styled-system/css'
import { FleetRoleBadges, fleetRolePairs } from './FleetRoleBadges'

const note = css({ fontSize: 'sm', color: 'fgMuted' })
const below = css({ mt: '8' })

/**
 * The silo's own role assignments (given as `children`: the access screen),
 * then its fleet-role mapping, read-only: it is set when the silo is created.
 */
export function SiloAccessTab({ silo, children }: { silo: Silo; children: ReactNode }) {
  const mapped = fleetRolePairs(silo.mappedFleetRoles).length > 0
  return (
    <>
      {children}
      <div className={below}>
        <Section title="Fleet roles">
          <p className={note}>
            {mapped
              ? 'Whoever holds one of these silo roles also holds the fleet role beside it. The mapping is set when the silo is created.'
              : 'This silo’s roles confer no fleet role. The mapping is set when the silo is created.'}
          </p>
          {mapped && <FleetRoleBadges mapping={silo.mappedFleetRoles} />}
        </Section>
      </div>
    </>
  )
}
