// A subnet's address blocks and custom router, checked as Nexus's subnet
// create and update do (nexus/src/app/vpc_subnet.rs and the subnet insert
// query): IPv4 from a private range, /8 to /26, IPv6 a /64 of the VPC's
// prefix, no block overlapping another subnet's, and only a custom router of
// the same VPC.
import type { Row, Store } from '../store'
import { invalidRequest } from './errors'
import { intToIpv4, isPrivateIpv4, isUniqueLocal, netContains, netRange, netsOverlap } from './ip'
import { isUuid, lookupInVpc, ROUTER, type LookupCtx } from './lookup'
import { ipv6SubnetFor } from './vpc-defaults'

/** Nexus's MIN_VPC_IPV4_SUBNET_PREFIX and its default max_vpc_ipv4_subnet_prefix tunable. */
export const MIN_IPV4_PREFIX = 8
export const MAX_IPV4_PREFIX = 26

export function checkIpv4Block(block: string): void {
  const net = netRange(block)!
  if (!isPrivateIpv4(intToIpv4(Number(net.first)))) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  if (net.width < MIN_IPV4_PREFIX || net.width > MAX_IPV4_PREFIX) {
    throw invalidRequest(
      `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_IPV4_PREFIX} and ${MAX_IPV4_PREFIX}, inclusive`,
    )
  }
}

export function checkIpv6Block(vpc: Row<'vpc'>, block: string): void {
  const net = netRange(block)!
  if (!isUniqueLocal(block.split('/')[0]) || net.width !== 64 || !netContains(vpc.ipv6_prefix, block)) {
    throw invalidRequest(`VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`)
  }
}

const subnetsOf = (store: Store, vpc: Row<'vpc'>) => store.where('vpcSubnet', (s) => s.vpcId === vpc.id)

export function checkNoOverlap(store: Store, vpc: Row<'vpc'>, block: string): void {
  if (subnetsOf(store, vpc).some((s) => netsOverlap(s.ipv4_block, block) || netsOverlap(s.ipv6_block, block))) {
    throw invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)
  }
}

/**
 * The first /64 of the VPC's prefix no subnet uses. Nexus picks one at
 * random; the mock counts up, so a new subnet's block is predictable.
 */
export function freeIpv6Block(store: Store, vpc: Row<'vpc'>): string {
  const taken = subnetsOf(store, vpc).map((s) => s.ipv6_block)
  for (let n = 0; ; n++) {
    const block = ipv6SubnetFor(vpc, n)
    if (!taken.some((t) => netsOverlap(t, block))) return block
  }
}

/** The router a subnet may be attached to: by name within the subnet's VPC, or by id. */
export function attachableRouter(ctx: LookupCtx, vpc: Row<'vpc'>, selector: string): Row<'vpcRouter'> {
  const router = lookupInVpc(ctx, ROUTER, selector, isUuid(selector) ? null : vpc.id, null)
  if (router.vpcId !== vpc.id) {
    throw invalidRequest('a router can only be attached to a subnet when both belong to the same VPC')
  }
  if (router.kind === 'system') throw invalidRequest('cannot attach a system router to a VPC subnet')
  return router
}
