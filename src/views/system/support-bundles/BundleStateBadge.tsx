import type { BundleState } from '~/machines/system/support-bundles'
import { Badge, type BadgeVariant } from '~/views/ui'

// Ready green, on its way blue, going away grey, failed red.
export const BUNDLE_STATE_COLOR: Record<BundleState, BadgeVariant> = {
  collecting: 'info',
  active: 'success',
  destroying: 'neutral',
  failed: 'danger',
}

export function BundleStateBadge({ state }: { state: BundleState }) {
  return <Badge variant={BUNDLE_STATE_COLOR[state]}>{state}</Badge>
}
