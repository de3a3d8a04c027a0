import type { RouterRouteKind, VpcRouterKind } from '~/api'
import { Badge, type BadgeVariant } from '~/views/ui'

const variants: Record<VpcRouterKind | RouterRouteKind, BadgeVariant> = {
  system: 'blue',
  custom: 'neutral',
  default: 'blue',
  vpc_subnet: 'purple',
  vpc_peering: 'purple',
}

/** A router's kind (system, custom) or a route's (default, vpc_subnet, …), as the API names it. */
export function RouterKindBadge({ kind }: { kind: VpcRouterKind | RouterRouteKind }) {
  return <Badge variant={variants[kind]}>{kind}</Badge>
}
