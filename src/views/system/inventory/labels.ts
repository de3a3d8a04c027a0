// How the inventory's enum values read on screen (the API's snake_case words).
import type { Sled } from '~/api'
import type { BadgeVariant } from '~/views/ui'
import { provisionPolicy } from '~/machines/system/inventory'

export const words = (s: string) => s.replace(/_/g, ' ')

export const provisionPolicyBadge = (sled: Pick<Sled, 'policy'>): { text: string; variant: BadgeVariant } => {
  const policy = provisionPolicy(sled)
  return { text: words(policy), variant: policy === 'provisionable' ? 'success' : 'neutral' }
}

/** In service and active read as healthy; expunged and decommissioned as gone. */
export const lifeVariant = (value: string): BadgeVariant =>
  value === 'in_service' || value === 'active' ? 'success' : 'danger'
