import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api'
import {
  checkTraffic,
  evaluationOrder,
  resolveEnd,
  trafficMatches,
  type CheckQuestion,
  type CheckWorld,
} from '~/machines/networking/firewall-check.rules'

const t = new Date('2025-01-01T00:00:00Z')
let n = 0
const rule = (over: Partial<VpcFirewallRule> & { name: string }): VpcFirewallRule => ({
  id: `r${n++}`,
  description: '',
  vpcId: 'vpc-id',
  timeCreated: t,
  timeModified: t,
  action: 'allow',
  direction: 'inbound',
  priority: 65534,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: {},
  ...over,
})

// The default VPC's three rules, as Nexus creates them.
const defaults = [
  rule({ name: 'allow-internal-inbound', filters: { hosts: [{ type: 'vpc', value: 'default' }] } }),
  rule({ name: 'allow-ssh', filters: { ports: ['22'], protocols: ['TCP'] } }),
  rule({ name: 'allow-icmp', filters: { protocols: ['ICMP'] } }),
]

const world = (rules: VpcFirewallRule[]): CheckWorld => ({
  vpc: 'default',
  rules,
  nics: [
    { instance: 'web1', name: 'nic0', subnet: 'default', ip: '172.30.0.5', primary: true },
    { instance: 'db1', name: 'nic0', subnet: 'backend', ip: '172.30.1.6', primary: true },
    { instance: 'db1', name: 'nic1', subnet: 'default', ip: '172.30.0.7', primary: false },
  ],
  subnets: [
    { name: 'default', ipv4Block: '172.30.0.0/24', ipv6Block: 'fd00:1::/64' },
    { name: 'backend', ipv4Block: '172.30.1.0/24' },
  ],
})

const q = (over: Partial<CheckQuestion>): CheckQuestion => ({ protocol: 'TCP', port: 22, from: '203.0.113.9', to: 'db1', ...over })

function verdict(rules: VpcFirewallRule[], question: Partial<CheckQuestion>) {
  const answer = checkTraffic(world(rules), q(question))
  if (!answer.ok) return { problem: answer.problem }
  return {
    allowed: answer.allowed,
    legs: answer.legs.map((l) => ({
      direction: l.direction,
      at: l.at.instance,
      allowed: l.allowed,
      by: l.decidedBy?.name ?? 'default',
      losers: l.losers.map((x) => x.rule.name),
      disabled: l.disabled.map((r) => r.name),
    })),
  }
}

describe('checkTraffic: the hard cases', () => {
  const cases: [string, VpcFirewallRule[], Partial<CheckQuestion>, unknown][] = [
    [
      'the default rules let SSH in from anywhere',
      defaults,
      {},
      { allowed: true, legs: [{ direction: 'inbound', at: 'db1', allowed: true, by: 'allow-ssh', losers: [], disabled: [] }] },
    ],
    [
      'no rule matching inbound: the default denies',
      defaults,
      { port: 443 },
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'instance to instance: the sender’s outbound default allows, the receiver’s VPC host filter allows',
      defaults,
      { from: 'web1', port: 5432 },
      {
        allowed: true,
        legs: [
          { direction: 'outbound', at: 'web1', allowed: true, by: 'default', losers: [], disabled: [] },
          { direction: 'inbound', at: 'db1', allowed: true, by: 'allow-internal-inbound', losers: [], disabled: [] },
        ],
      },
    ],
    [
      'a VPC host filter never takes in an outside address',
      [defaults[0]],
      { port: 5432 },
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'lower priority number wins; the other is listed as lost',
      [
        rule({ name: 'deny-ssh', action: 'deny', priority: 10, filters: { protocols: ['TCP'], ports: ['22'] } }),
        defaults[1],
      ],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'deny-ssh', losers: ['allow-ssh'], disabled: [] }] },
    ],
    [
      'same priority: deny before allow, whatever the order in the list',
      [
        rule({ name: 'a-allow', priority: 100, filters: { ports: ['22'], protocols: ['TCP'] } }),
        rule({ name: 'z-deny', action: 'deny', priority: 100, filters: { ports: ['20-30'], protocols: ['TCP'] } }),
      ],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'z-deny', losers: ['a-allow'], disabled: [] }] },
    ],
    [
      'a disabled rule does not count, and is listed',
      [rule({ name: 'allow-all', status: 'disabled' })],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: ['allow-all'] }] },
    ],
    [
      'a port filter never matches ICMP',
      [rule({ name: 'allow-22', filters: { ports: ['22'] } })],
      { protocol: 'ICMP', port: undefined },
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'a port range takes in its ends',
      [rule({ name: 'allow-range', filters: { protocols: ['UDP'], ports: ['5000-5010'] } })],
      { protocol: 'UDP', port: 5010 },
      { allowed: true, legs: [{ direction: 'inbound', at: 'db1', allowed: true, by: 'allow-range', losers: [], disabled: [] }] },
    ],
    [
      'a target naming another subnet does not apply to the primary interface',
      [rule({ name: 'frontend-only', targets: [{ type: 'subnet', value: 'default' }] })],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'targets by IP network and by instance',
      [
        rule({ name: 'by-net', targets: [{ type: 'ip_net', value: '172.30.1.0/28' }], filters: { protocols: ['TCP'] } }),
        rule({ name: 'by-instance', action: 'deny', priority: 70000 - 1, targets: [{ type: 'instance', value: 'db1' }] }),
      ],
      {},
      { allowed: true, legs: [{ direction: 'inbound', at: 'db1', allowed: true, by: 'by-net', losers: ['by-instance'], disabled: [] }] },
    ],
    [
      'no targets: every interface of the VPC',
      [rule({ name: 'everyone', targets: [] })],
      {},
      { allowed: true, legs: [{ direction: 'inbound', at: 'db1', allowed: true, by: 'everyone', losers: [], disabled: [] }] },
    ],
    [
      'a target naming an instance that does not exist applies nowhere',
      [rule({ name: 'ghost', targets: [{ type: 'instance', value: 'gone' }] })],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'a subnet host filter takes in the subnet’s block',
      [rule({ name: 'from-default', filters: { hosts: [{ type: 'subnet', value: 'default' }] } })],
      { from: 'web1', port: 80 },
      {
        allowed: true,
        legs: [
          { direction: 'outbound', at: 'web1', allowed: true, by: 'default', losers: [], disabled: [] },
          { direction: 'inbound', at: 'db1', allowed: true, by: 'from-default', losers: [], disabled: [] },
        ],
      },
    ],
    [
      'an instance host filter names its interfaces’ addresses only',
      [rule({ name: 'from-web1', filters: { hosts: [{ type: 'instance', value: 'web1' }] } })],
      { from: '172.30.0.99' },
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'out to an address: an outbound deny with a host filter on the destination',
      [rule({ name: 'no-dns', direction: 'outbound', action: 'deny', filters: { hosts: [{ type: 'ip_net', value: '8.8.8.0/24' }] } })],
      { from: 'web1', to: '8.8.8.8', protocol: 'UDP', port: 53 },
      { allowed: false, legs: [{ direction: 'outbound', at: 'web1', allowed: false, by: 'no-dns', losers: [], disabled: [] }] },
    ],
    [
      'out to an address with no outbound rule: allowed by default',
      defaults,
      { from: 'web1', to: '198.51.100.1', port: 443 },
      { allowed: true, legs: [{ direction: 'outbound', at: 'web1', allowed: true, by: 'default', losers: [], disabled: [] }] },
    ],
    [
      'an outbound rule never decides an inbound flow',
      [rule({ name: 'out', direction: 'outbound', action: 'allow' })],
      {},
      { allowed: false, legs: [{ direction: 'inbound', at: 'db1', allowed: false, by: 'default', losers: [], disabled: [] }] },
    ],
    ['TCP needs a port', defaults, { port: undefined }, { problem: 'Give a port for TCP' }],
    ['two outside addresses', defaults, { to: '198.51.100.1' }, { problem: 'One end must be an instance of this VPC: its firewall is the one checked' }],
    ['an unknown instance', defaults, { to: 'nope' }, { problem: 'No instance named nope has an interface in default' }],
  ]
  it.each(cases)('%s', (_name, rules, question, expected) => {
    expect(verdict(rules, question)).toEqual(expected)
  })
})

describe('the pieces', () => {
  it('an address of an interface of the VPC stands for that instance', () => {
    expect(resolveEnd(world([]), '172.30.0.7')).toMatchObject({ kind: 'nic', nic: { instance: 'db1', name: 'nic1' } })
  })
  it('orders by priority, then deny before allow', () => {
    const a = rule({ name: 'a', priority: 5 })
    const b = rule({ name: 'b', priority: 5, action: 'deny' })
    const c = rule({ name: 'c', priority: 1 })
    expect([a, b, c].sort(evaluationOrder).map((r) => r.name)).toEqual(['c', 'b', 'a'])
  })
  it('protocol filters', () => {
    expect(trafficMatches(rule({ name: 'x', filters: { protocols: ['UDP'] } }), 'TCP', 22)).toBe(false)
    expect(trafficMatches(rule({ name: 'x', filters: { protocols: [], ports: [] } }), 'ICMP')).toBe(true)
  })
})
