// "Would this traffic get through?": a VPC's firewall rules evaluated for one
// flow, the way Nexus resolves them and the data plane applies them. Pure: the
// caller hands in the rules, the VPC's interfaces and subnets. The rules, in
// our words (docs/behaviour.md, "Would this traffic get through?"):
//
// - Only enabled rules count; a disabled rule that would have matched is listed.
// - A rule applies at an interface when it has no targets, or when a target
//   names the interface's VPC, its subnet, its instance, its address, or a
//   network holding its address. A target naming nothing that exists makes
//   the rule apply nowhere.
// - Host filters match the other end: the source of an inbound flow, the
//   destination of an outbound one. An instance filter matches its
//   interfaces' addresses, a subnet filter the subnet's IPv4 and IPv6 blocks,
//   a VPC filter any interface of that VPC (never an outside address), an IP
//   or IP network the address. No host filter (or an empty list): any host.
// - A protocol filter lists TCP, UDP, ICMP; none: any protocol. A port filter
//   matches a TCP or UDP destination port; ICMP has no port, so a rule with a
//   port filter never matches ICMP.
// - Matching rules are ordered by priority, the lower number first; at the
//   same priority a deny comes before an allow. The first decides.
// - No rule matching: inbound is denied, outbound allowed. An allowed flow is
//   stateful: its replies pass back without a rule of their own.
import type { VpcFirewallRule } from '~/api'
import { ipInNet, parseIp, sameIp } from '~/validation/network'

export type CheckProtocol = 'TCP' | 'UDP' | 'ICMP'
export const CHECK_PROTOCOLS: CheckProtocol[] = ['TCP', 'UDP', 'ICMP']

/** One interface of an instance in the VPC. */
export type CheckNic = { instance: string; name: string; subnet: string; ip: string; primary: boolean }
/** One subnet of the VPC with its blocks. */
export type CheckSubnet = { name: string; ipv4Block: string; ipv6Block?: string }

export type CheckWorld = {
  vpc: string
  rules: readonly VpcFirewallRule[]
  nics: readonly CheckNic[]
  subnets: readonly CheckSubnet[]
}

/** The question, as the URL holds it: `from` and `to` are an address or an instance's name. */
export type CheckQuestion = { protocol: CheckProtocol; port?: number; from: string; to: string }

/** One end of the flow once resolved: an interface of the VPC, or an address outside it. */
export type FlowEnd = { kind: 'nic'; nic: CheckNic } | { kind: 'address'; ip: string }

export type Direction = 'inbound' | 'outbound'

/** A rule that matched but did not decide, and why. */
export type Loser = { rule: VpcFirewallRule; why: string }

/** One firewall a flow crosses: the sender's outbound side, or the receiver's inbound side. */
export type Leg = {
  direction: Direction
  /** The interface whose firewall this is. */
  at: CheckNic
  /** The other end, as that firewall sees it. */
  remote: FlowEnd
  allowed: boolean
  /** The rule that decided, or undefined when no rule matched and the default did. */
  decidedBy?: VpcFirewallRule
  losers: Loser[]
  /** Enabled in no way: rules that would have matched were they enabled. */
  disabled: VpcFirewallRule[]
}

export type CheckAnswer =
  | { ok: true; allowed: boolean; from: FlowEnd; to: FlowEnd; legs: Leg[] }
  | { ok: false; problem: string }

/** What each direction does when no rule matches (the data plane's layer defaults). */
export const DEFAULT_ACTION: Record<Direction, 'allow' | 'deny'> = { inbound: 'deny', outbound: 'allow' }

// The URL's question is read by the route (shared/url-questions.rules): the route tree carries it, not this engine.
export { firewallCheckSearch, type FirewallCheckSearch } from '../shared/url-questions.rules'

// ---- resolving the ends --------------------------------------------------------

/** An instance's interface the check speaks for: its primary one in this VPC, else its first. */
export function instanceNic(nics: readonly CheckNic[], instance: string): CheckNic | undefined {
  const own = nics.filter((n) => n.instance === instance)
  return own.find((n) => n.primary) ?? own[0]
}

/**
 * An end as typed: an address (an interface's own address stands for that
 * interface), or an instance of the VPC by name; a problem otherwise.
 */
export function resolveEnd(world: CheckWorld, text: string): FlowEnd | string {
  const value = text.trim()
  if (!value) return 'Choose an instance or type an address'
  if (parseIp(value)) {
    const nic = world.nics.find((n) => sameIp(n.ip, value))
    return nic ? { kind: 'nic', nic } : { kind: 'address', ip: value }
  }
  const nic = instanceNic(world.nics, value)
  return nic ? { kind: 'nic', nic } : `No instance named ${value} has an interface in ${world.vpc}`
}

const endIp = (end: FlowEnd) => (end.kind === 'nic' ? end.nic.ip : end.ip)

// ---- matching one rule -----------------------------------------------------------

/** Whether the rule applies at this interface (its targets). */
export function targetsNic(world: CheckWorld, rule: VpcFirewallRule, nic: CheckNic): boolean {
  if (rule.targets.length === 0) return true
  return rule.targets.some((t) => {
    switch (t.type) {
      case 'vpc':
        return t.value === world.vpc
      case 'subnet':
        return t.value === nic.subnet
      case 'instance':
        return t.value === nic.instance
      case 'ip':
        return sameIp(t.value, nic.ip)
      case 'ip_net':
        return ipInNet(nic.ip, t.value)
      default:
        return false
    }
  })
}

/** Whether the rule's host filter takes in the other end. */
export function hostsMatch(world: CheckWorld, rule: VpcFirewallRule, remote: FlowEnd): boolean {
  const hosts = rule.filters.hosts
  if (!hosts || hosts.length === 0) return true
  const ip = endIp(remote)
  return hosts.some((h) => {
    switch (h.type) {
      case 'ip':
        return sameIp(h.value, ip)
      case 'ip_net':
        return ipInNet(ip, h.value)
      case 'instance':
        return world.nics.some((n) => n.instance === h.value && sameIp(n.ip, ip))
      case 'subnet': {
        const subnet = world.subnets.find((s) => s.name === h.value)
        return !!subnet && (ipInNet(ip, subnet.ipv4Block) || (!!subnet.ipv6Block && ipInNet(ip, subnet.ipv6Block)))
      }
      case 'vpc':
        return h.value === world.vpc && remote.kind === 'nic'
      default:
        return false
    }
  })
}

/** Whether the rule's protocol and port filters take in the flow. */
export function trafficMatches(rule: VpcFirewallRule, protocol: CheckProtocol, port?: number): boolean {
  const protocols = rule.filters.protocols
  if (protocols && protocols.length > 0 && !protocols.includes(protocol)) return false
  const ports = rule.filters.ports
  if (!ports || ports.length === 0) return true
  if (protocol === 'ICMP' || port === undefined) return false
  return ports.some((range) => {
    const [first, last = first] = range.split('-').map(Number)
    return port >= first && port <= last
  })
}

function matches(world: CheckWorld, rule: VpcFirewallRule, direction: Direction, at: CheckNic, remote: FlowEnd, q: CheckQuestion) {
  return (
    rule.direction === direction &&
    targetsNic(world, rule, at) &&
    hostsMatch(world, rule, remote) &&
    trafficMatches(rule, q.protocol, q.port)
  )
}

/** The data plane's order: lower priority number first; at the same priority, deny before allow. */
export function evaluationOrder(a: VpcFirewallRule, b: VpcFirewallRule): number {
  if (a.priority !== b.priority) return a.priority - b.priority
  if (a.action !== b.action) return a.action === 'deny' ? -1 : 1
  return a.name.localeCompare(b.name)
}

/** Why a matching rule did not decide, against the one that did. */
export function lostBecause(loser: VpcFirewallRule, winner: VpcFirewallRule): string {
  if (loser.priority > winner.priority) {
    return `Priority ${loser.priority} comes after ${winner.name}'s ${winner.priority} (the lower number is applied first)`
  }
  if (loser.action !== winner.action) return `Same priority as ${winner.name}: at equal priority, deny is applied before allow`
  return `Same priority and action as ${winner.name}: either would decide the same way`
}

/** One firewall: the rules at `at` for a flow in `direction` with `remote` at the other end. */
export function evaluateLeg(world: CheckWorld, direction: Direction, at: CheckNic, remote: FlowEnd, q: CheckQuestion): Leg {
  const matching = world.rules.filter((r) => matches(world, r, direction, at, remote, q))
  const enabled = matching.filter((r) => r.status === 'enabled').sort(evaluationOrder)
  const disabled = matching.filter((r) => r.status !== 'enabled').sort(evaluationOrder)
  const [winner, ...rest] = enabled
  return {
    direction,
    at,
    remote,
    allowed: (winner?.action ?? DEFAULT_ACTION[direction]) === 'allow',
    decidedBy: winner,
    losers: winner ? rest.map((rule) => ({ rule, why: lostBecause(rule, winner) })) : [],
    disabled,
  }
}

// ---- the question ----------------------------------------------------------------

/** A problem with the question itself, before any rule is read. */
export function questionProblem(q: CheckQuestion): string | undefined {
  if (q.protocol !== 'ICMP') {
    if (q.port === undefined) return `Give a port for ${q.protocol}`
    if (!Number.isInteger(q.port) || q.port < 0 || q.port > 65535) return 'A port is a whole number from 0 to 65535'
  }
  return undefined
}

/**
 * The answer: every firewall the flow crosses in the VPC — the sender's
 * outbound side when it is an instance of the VPC, the receiver's inbound
 * side when it is one — and whether all of them let it through.
 */
export function checkTraffic(world: CheckWorld, q: CheckQuestion): CheckAnswer {
  const problem = questionProblem(q)
  if (problem) return { ok: false, problem }
  const from = resolveEnd(world, q.from)
  if (typeof from === 'string') return { ok: false, problem: from }
  const to = resolveEnd(world, q.to)
  if (typeof to === 'string') return { ok: false, problem: to }
  if (from.kind === 'address' && to.kind === 'address') {
    return { ok: false, problem: 'One end must be an instance of this VPC: its firewall is the one checked' }
  }
  if (from.kind === 'nic' && to.kind === 'nic' && from.nic === to.nic) {
    return { ok: false, problem: 'Choose two different ends' }
  }
  const legs: Leg[] = []
  if (from.kind === 'nic') legs.push(evaluateLeg(world, 'outbound', from.nic, to, q))
  if (to.kind === 'nic') legs.push(evaluateLeg(world, 'inbound', to.nic, from, q))
  return { ok: true, allowed: legs.every((l) => l.allowed), from, to, legs }
}

/** How the panel names an end. */
export function endLabel(end: FlowEnd): string {
  return end.kind === 'nic' ? `${end.nic.instance} (${end.nic.ip})` : end.ip
}
