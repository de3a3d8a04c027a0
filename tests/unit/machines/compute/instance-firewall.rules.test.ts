import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api'
import { ipInNet, rulesForInstance, type FirewallNic } from '~/machines/compute/instance-firewall.rules'

const VPC = 'vpc-1'
const OTHER_VPC = 'vpc-2'

const rule = (name: string, targets: VpcFirewallRule['targets'], extra: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  filters: {},
  priority: 65534,
  status: 'enabled',
  targets,
  timeCreated: new Date(0),
  timeModified: new Date(0),
  vpcId: VPC,
  ...extra,
})

const nic: FirewallNic = { vpcId: VPC, vpcName: 'default', subnetName: 'default', ip: '172.30.0.5' }
const names = (rules: VpcFirewallRule[], nics: FirewallNic[] = [nic]) => rulesForInstance('db1', nics, rules).map((a) => a.rule.name)

describe('rulesForInstance', () => {
  it('matches the instance by name', () => {
    const applied = rulesForInstance('db1', [nic], [rule('by-name', [{ type: 'instance', value: 'db1' }]), rule('other', [{ type: 'instance', value: 'web1' }])])
    expect(applied.map((a) => a.rule.name)).toEqual(['by-name'])
    expect(applied[0].because).toEqual([{ kind: 'instance', value: 'db1' }])
    expect(applied[0].vpcName).toBe('default')
  })

  it('matches a subnet of one of its interfaces', () => {
    expect(names([rule('sub', [{ type: 'subnet', value: 'default' }]), rule('sub2', [{ type: 'subnet', value: 'backend' }])])).toEqual(['sub'])
  })

  it('matches its VPC', () => {
    expect(names([rule('vpc', [{ type: 'vpc', value: 'default' }]), rule('vpc2', [{ type: 'vpc', value: 'prod' }])])).toEqual(['vpc'])
  })

  it('matches an IP of one of its interfaces, and an IP network holding one', () => {
    expect(
      names([
        rule('ip', [{ type: 'ip', value: '172.30.0.5' }]),
        rule('ip-other', [{ type: 'ip', value: '172.30.0.6' }]),
        rule('net', [{ type: 'ip_net', value: '172.30.0.0/22' }]),
        rule('net-edge', [{ type: 'ip_net', value: '172.30.0.4/30' }]),
        rule('net-outside', [{ type: 'ip_net', value: '172.30.4.0/22' }]),
        rule('net-v6', [{ type: 'ip_net', value: 'fd00::/8' }]),
      ]),
    ).toEqual(['ip', 'net', 'net-edge'])
  })

  it('lists only the targets that match, and a rule once', () => {
    const [a] = rulesForInstance('db1', [nic], [
      rule('two', [
        { type: 'vpc', value: 'default' },
        { type: 'instance', value: 'web1' },
        { type: 'instance', value: 'db1' },
      ]),
    ])
    expect(a.because.map((t) => t.kind)).toEqual(['vpc', 'instance'])
  })

  it('a rule with no targets applies to every instance of its VPC', () => {
    expect(rulesForInstance('db1', [nic], [rule('all', [])])[0].because).toEqual([{ kind: 'all', value: 'default' }])
  })

  it('a rule of a VPC the instance has no interface in never applies, whatever its targets', () => {
    expect(names([rule('elsewhere', [{ type: 'instance', value: 'db1' }, { type: 'vpc', value: 'default' }], { vpcId: OTHER_VPC })])).toEqual([])
  })

  it('matches a subnet name only within the rule’s VPC', () => {
    const nics: FirewallNic[] = [nic, { vpcId: OTHER_VPC, vpcName: 'prod', subnetName: 'backend', ip: '10.0.0.5' }]
    expect(names([rule('backend-in-vpc-1', [{ type: 'subnet', value: 'backend' }])], nics)).toEqual([])
    expect(names([rule('backend-in-vpc-2', [{ type: 'subnet', value: 'backend' }], { vpcId: OTHER_VPC })], nics)).toEqual(['backend-in-vpc-2'])
  })

  it('no match: nothing targets it', () => {
    expect(names([rule('web', [{ type: 'instance', value: 'web1' }, { type: 'ip', value: '10.1.1.1' }])])).toEqual([])
    expect(names([rule('web', [{ type: 'instance', value: 'db1' }])], [])).toEqual([])
  })

  it('orders by priority, then name', () => {
    expect(
      names([
        rule('b', [{ type: 'instance', value: 'db1' }], { priority: 10 }),
        rule('a', [{ type: 'instance', value: 'db1' }], { priority: 10 }),
        rule('first', [{ type: 'instance', value: 'db1' }], { priority: 1 }),
      ]),
    ).toEqual(['first', 'a', 'b'])
  })
})

describe('ipInNet', () => {
  it('IPv4 containment at the edges of the network', () => {
    expect(ipInNet('10.0.0.0', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('10.255.255.255', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('11.0.0.0', '10.0.0.0/8')).toBe(false)
    expect(ipInNet('192.168.1.7', '192.168.1.7/32')).toBe(true)
    expect(ipInNet('192.168.1.8', '192.168.1.7/32')).toBe(false)
    expect(ipInNet('8.8.8.8', '0.0.0.0/0')).toBe(true)
  })
  it('IPv6, and versions never mix', () => {
    expect(ipInNet('fd00::1', 'fd00::/64')).toBe(true)
    expect(ipInNet('fd01::1', 'fd00::/16')).toBe(false)
    expect(ipInNet('10.0.0.1', '::/0')).toBe(false)
    expect(ipInNet('not-an-ip', '10.0.0.0/8')).toBe(false)
    expect(ipInNet('10.0.0.1', 'nonsense')).toBe(false)
  })
})
