import type { DiskStateName } from '~/machines/shared/disk.rules'
import { diskStateLabel } from '~/machines/shared/disk.rules'
import { Badge, type BadgeVariant } from '~/views/ui'

// Each disk state has its own colour: settled-and-in-use green,
// moving blue, idle grey, waiting for an upload purple, needs attention
// yellow, broken red.
export const DISK_STATE_COLOR: Record<DiskStateName, BadgeVariant> = {
  attached: 'success',
  attaching: 'info',
  creating: 'info',
  detaching: 'info',
  detached: 'neutral',
  destroyed: 'danger',
  faulted: 'danger',
  maintenance: 'warning',
  import_ready: 'purple',
  importing_from_url: 'info',
  importing_from_bulk_writes: 'info',
  finalizing: 'info',
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return <Badge variant={DISK_STATE_COLOR[state]}>{diskStateLabel(state)}</Badge>
}
