// "Would this traffic get through?": what the panel reads (the VPC's rules,
// subnets, the interfaces in each subnet and the instances' names, each one
// bounded request), the question as the URL holds it, and the answer
// (firewall-check.rules.ts decides it).
import { fetchApi, firstPage, MAX_LIMIT } from '~/api'
import { fetchFirewallRules } from './firewall-rules'
import {
  checkTraffic,
  CHECK_PROTOCOLS,
  type CheckAnswer,
  type CheckNic,
  type CheckProtocol,
  type CheckSubnet,
  type CheckWorld,
  type FirewallCheckSearch,
} from './firewall-check.rules'
import type { VpcRef } from './vpcs'

export { firewallCheckSearch, type FirewallCheckSearch } from './firewall-check.rules'

export type FirewallCheckData = CheckWorld & {
  /** Instances of the VPC by name, for the pickers. */
  instances: string[]
  /** A list was longer than one request reads: the answer may miss interfaces. */
  partial: boolean
}

/**
 * Every read the panel makes: the rules (1), the subnets (1), the project's
 * instances for their names (1), and each subnet's interfaces (1 per subnet).
 * Nexus has no call that lists a VPC's interfaces at once.
 */
export async function loadFirewallCheck(ref: VpcRef): Promise<FirewallCheckData> {
  const { project, vpc } = ref
  const [rules, subnets, instances] = await Promise.all([
    fetchFirewallRules(ref),
    firstPage((limit) => fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit } }), MAX_LIMIT),
    firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } }), MAX_LIMIT),
  ])
  const names = new Map(instances.items.map((i) => [i.id, i.name]))
  const perSubnet = await Promise.all(
    subnets.items.map(async (subnet) => {
      const nics = await firstPage(
        (limit) =>
          fetchApi('/v1/vpc-subnets/{subnet}/network-interfaces', { path: { subnet: subnet.name }, query: { project, vpc, limit } }),
        MAX_LIMIT,
      )
      return {
        more: nics.more,
        nics: nics.items.map(
          (n): CheckNic => ({
            instance: names.get(n.instanceId) ?? n.instanceId,
            name: n.name,
            subnet: subnet.name,
            ip: n.ip,
            primary: n.primary,
          }),
        ),
      }
    }),
  )
  const nics = perSubnet.flatMap((s) => s.nics)
  return {
    vpc,
    rules,
    nics,
    subnets: subnets.items.map((s): CheckSubnet => ({ name: s.name, ipv4Block: s.ipv4Block, ipv6Block: s.ipv6Block })),
    instances: [...new Set(nics.map((n) => n.instance))].sort(),
    partial: subnets.more || instances.more || perSubnet.some((s) => s.more),
  }
}

const PROTOCOL_OF: Record<NonNullable<FirewallCheckSearch['protocol']>, CheckProtocol> = { tcp: 'TCP', udp: 'UDP', icmp: 'ICMP' }

export const PROTOCOL_OPTIONS = CHECK_PROTOCOLS.map((p) => ({ value: p.toLowerCase(), label: p }))

/** The answer to the URL's question, or undefined while it is not asked in full (no ends yet). */
export function answerFor(data: FirewallCheckData, search: FirewallCheckSearch): CheckAnswer | undefined {
  if (!search.from || !search.to) return undefined
  const protocol = PROTOCOL_OF[search.protocol ?? 'tcp']
  const port = search.port === undefined ? undefined : /^\d+$/.test(search.port) ? Number(search.port) : Number.NaN
  return checkTraffic(data, { protocol, port, from: search.from, to: search.to })
}
