import type { SnapshotState } from '~/machines/storage/snapshot-form.input'
import { Badge, type BadgeVariant } from '~/views/ui'

// Each snapshot state has its own colour, as the disk states do:
// being made blue, usable green, broken red, gone grey.
const colour: Record<SnapshotState, BadgeVariant> = {
  creating: 'info',
  ready: 'success',
  faulted: 'danger',
  destroyed: 'neutral',
}

export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return <Badge variant={colour[state]}>{state}</Badge>
}
