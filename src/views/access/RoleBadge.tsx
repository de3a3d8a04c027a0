import type { RoleName } from '~/machines/access/roles.rules'
import { Badge, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'

// Stronger roles read louder; the rank itself lives in machines/access/roles.
const VARIANTS: Record<RoleName, BadgeVariant> = { admin: 'purple', collaborator: 'blue', viewer: 'neutral' }

/** A role, or a dash where there is none (a project row that only inherits from the silo). */
export function RoleBadge({ role }: { role?: RoleName }) {
  return role ? <Badge variant={VARIANTS[role]}>{role}</Badge> : <span className={css({ color: 'fgSubtle' })}>—</span>
}
