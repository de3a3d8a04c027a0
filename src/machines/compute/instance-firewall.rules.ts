// Which of a VPC's firewall rules apply to an instance, read from the rule set
// itself (no API answers this): a rule belongs to one VPC and applies to the
// instance's interfaces in that VPC that any of its targets names — the
// instance by name, the interface's subnet, the VPC, or an IP or IP network
// holding the interface's address (the document: "Targets are additive").
// A rule with no targets applies to every instance of its VPC, as Nexus
// resolves it for the sled agents.
import type { VpcFirewallRule } from '~/api'
import { parseCidr } from '~/validation'
import { ipPosition } from '~/validation/ip-range'

/** One network interface, with the names its VPC and subnet go by in the rules. */
export type FirewallNic = { vpcId: string; vpcName?: string; subnetName?: string; ip: string }

export type TargetKind = VpcFirewallRule['targets'][number]['type'] | 'all'

/** A rule that applies, and why: each matching target, as the rule writes it. */
export type AppliedRule = { rule: VpcFirewallRule; vpcName?: string; because: { kind: TargetKind; value: string }[] }

/** Whether `ip` lies in the network `net` (v4 or v6); false when either does not parse or the versions differ. */
export function ipInNet(ip: string, net: string): boolean {
  const cidr = parseCidr(net)
  const addr = ipPosition(ip)
  const base = cidr && ipPosition(cidr.address)
  if (!cidr || !addr || !base || addr.version !== cidr.version) return false
  const bits = BigInt(cidr.version === 4 ? 32 : 128)
  const hostBits = bits - BigInt(cidr.width)
  return addr.value >> hostBits === base.value >> hostBits
}

const sameIp = (a: string, b: string) => {
  const x = ipPosition(a)
  const y = ipPosition(b)
  return !!x && !!y && x.version === y.version && x.value === y.value
}

/**
 * The rules (of any of the instance's VPCs) that apply to it, each with the
 * targets that make it apply, ordered by priority (lower first, as they are
 * evaluated) then name.
 */
export function rulesForInstance(instanceName: string, nics: readonly FirewallNic[], rules: readonly VpcFirewallRule[]): AppliedRule[] {
  const out: AppliedRule[] = []
  for (const rule of rules) {
    const inVpc = nics.filter((n) => n.vpcId === rule.vpcId)
    if (inVpc.length === 0) continue
    const vpcName = inVpc.find((n) => n.vpcName)?.vpcName
    if (rule.targets.length === 0) {
      out.push({ rule, vpcName, because: [{ kind: 'all', value: vpcName ?? rule.vpcId }] })
      continue
    }
    const because = rule.targets.filter((t) => {
      switch (t.type) {
        case 'instance':
          return t.value === instanceName
        case 'vpc':
          return inVpc.some((n) => n.vpcName === t.value)
        case 'subnet':
          return inVpc.some((n) => n.subnetName === t.value)
        case 'ip':
          return inVpc.some((n) => sameIp(n.ip, t.value))
        case 'ip_net':
          return inVpc.some((n) => ipInNet(n.ip, t.value))
        default:
          return false
      }
    })
    if (because.length > 0) out.push({ rule, vpcName, because: because.map((t) => ({ kind: t.type, value: t.value })) })
  }
  return out.sort((a, b) => a.rule.priority - b.rule.priority || a.rule.name.localeCompare(b.rule.name))
}

/** How the list names each kind of target. */
export const TARGET_KIND_LABEL: Record<TargetKind, string> = {
  instance: 'instance',
  subnet: 'subnet',
  vpc: 'VPC',
  ip: 'IP',
  ip_net: 'IP network',
  all: 'no targets: every instance in',
}
