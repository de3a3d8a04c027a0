// VPCs with subnets, a custom router with routes, firewall rules and gateways.
import { addSubnetRoute, createVpcWithDefaults, ipv6SubnetFor } from '../lib/vpc-defaults'
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

const idsIn = (project: string, vpc: string) => (kind: string, name: string) =>
  kind === 'vpc' ? childId('vpc', project, name) : childId(kind, project, vpc, name)

export function seedNetworking(store: Store) {
  const { mazeWar, myriad } = ids.silo
  const t = stamps(3)

  const vpc = createVpcWithDefaults(store, {
    projectId: ids.project.mock,
    siloId: mazeWar,
    name: 'mock-vpc',
    description: 'The VPC most mock instances live in',
    subnet: { name: 'mock-subnet', description: 'The first subnet', ipv4Block: '172.30.0.0/22' },
    stamps: t,
    idFor: idsIn('mock-project', 'mock-vpc'),
  })
  const id = idsIn('mock-project', 'mock-vpc')

  const custom = store.create('vpcRouter', {
    id: id('router', 'mock-custom-router'),
    vpcId: vpc.id,
    name: 'mock-custom-router',
    description: 'A router with routes of our own',
    kind: 'custom',
    ...t,
  })
  store.create('vpcSubnet', {
    id: id('subnet', 'mock-subnet-2'),
    vpcId: vpc.id,
    name: 'mock-subnet-2',
    description: 'A subnet routed by mock-custom-router',
    ipv4_block: '172.30.4.0/22',
    ipv6_block: ipv6SubnetFor(vpc, 1),
    customRouterId: custom.id,
    ...t,
  })
  addSubnetRoute(store, store.find('vpcRouter', vpc.systemRouterId)!, 'mock-subnet-2', t, id)
  store.create('routerRoute', {
    id: id('route', 'mock-custom-router/drop-local'),
    vpcRouterId: custom.id,
    name: 'drop-local',
    description: 'Drop traffic to the office network',
    kind: 'custom',
    destination: { type: 'ip_net', value: '192.168.1.0/24' },
    target: { type: 'drop' },
    ...t,
  })
  store.create('routerRoute', {
    id: id('route', 'mock-custom-router/to-gateway'),
    vpcRouterId: custom.id,
    name: 'to-gateway',
    description: 'Send one address out through the gateway',
    kind: 'custom',
    destination: { type: 'ip', value: '203.0.113.7' },
    target: { type: 'internet_gateway', value: 'default' },
    ...t,
  })

  store.create('vpcFirewallRule', {
    id: id('firewall-rule', 'allow-web'),
    vpcId: vpc.id,
    name: 'allow-web',
    description: 'HTTP and HTTPS to the web servers',
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [
      { type: 'instance', value: 'web-1' },
      { type: 'instance', value: 'web-2' },
    ],
    filters: { ports: ['80', '443'], protocols: ['TCP'] },
    ...t,
  })
  store.create('vpcFirewallRule', {
    id: id('firewall-rule', 'deny-office'),
    vpcId: vpc.id,
    name: 'deny-office',
    description: 'A disabled rule',
    action: 'deny',
    direction: 'outbound',
    priority: 50,
    status: 'disabled',
    targets: [{ type: 'subnet', value: 'mock-subnet-2' }],
    filters: { hosts: [{ type: 'ip_net', value: '192.168.1.0/24' }], ports: ['1000-2000'], protocols: ['TCP', 'UDP'] },
    ...t,
  })

  const gateway = store.first('internetGateway', (g) => g.vpcId === vpc.id && g.name === 'default')!
  store.create('internetGatewayIpAddress', {
    id: id('internet-gateway-ip-address', 'default/mock-address'),
    internetGatewayId: gateway.id,
    name: 'mock-address',
    description: 'A fixed outbound address',
    address: '123.4.56.99',
    ...t,
  })
  const second = store.create('internetGateway', {
    id: id('internet-gateway', 'second-gateway'),
    vpcId: vpc.id,
    name: 'second-gateway',
    description: 'A gateway drawing on ip-pool-2',
    ...t,
  })
  store.create('internetGatewayIpPool', {
    id: id('internet-gateway-ip-pool', 'second-gateway/pool-two'),
    internetGatewayId: second.id,
    ipPoolId: ids.ipPool.two,
    name: 'pool-two',
    description: 'Addresses from ip-pool-2',
    ...t,
  })

  createVpcWithDefaults(store, {
    projectId: ids.project.mock,
    siloId: mazeWar,
    name: 'mock-vpc-2',
    description: 'A second VPC with only the defaults',
    stamps: stamps(8),
    idFor: idsIn('mock-project', 'mock-vpc-2'),
  })
  createVpcWithDefaults(store, {
    projectId: ids.project.other,
    siloId: mazeWar,
    name: 'default',
    description: 'Default VPC',
    stamps: stamps(4),
    idFor: idsIn('other-project', 'default'),
  })
  createVpcWithDefaults(store, {
    projectId: ids.project.research,
    siloId: myriad,
    name: 'default',
    description: 'Default VPC',
    stamps: stamps(7),
    idFor: idsIn('myriad-research', 'default'),
  })
}
