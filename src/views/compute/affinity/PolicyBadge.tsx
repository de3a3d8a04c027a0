import type { AffinityPolicy } from '~/machines/compute/affinity'
import { Badge } from '~/views/ui'

/** 'fail' is the strict policy, so it stands out; 'allow' is best effort. */
export function PolicyBadge({ policy }: { policy: AffinityPolicy }) {
  return <Badge variant={policy === 'fail' ? 'warning' : 'neutral'}>{policy}</Badge>
}

/** What each policy does, shown by the form and the group page. */
export const policyHelp: Record<AffinityPolicy, string> = {
  allow: 'Best effort: if the members cannot be kept on separate sleds, they start anyway.',
  fail: 'Strict: an instance that cannot be kept on a sled apart from the other members fails to start.',
}

export const failureDomainHelp = 'Members are kept apart if they are on different sleds.'
