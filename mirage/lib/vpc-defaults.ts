// What Nexus builds with every VPC: a system router with default routes to the
// internet gateway and one route per subnet, a first subnet, the three default
// firewall rules, and a default internet gateway drawing on the silo's default
// IP pool. Project create makes such a VPC named "default"; the seeds use it too.
import type { components } from '../../src/api/generated/nexus'
import type { Row, Store } from '../store'
import { canonicalNet, ipv6Net, netRange } from './ip'
import { randomUuid } from './random'

type S = components['schemas']

/** Stable ids for seeds; runtime creates leave it out and get random ids. */
export type IdFor = (kind: string, name: string) => string | undefined

interface Stamps {
  time_created: string
  time_modified: string
}

const noIds: IdFor = () => undefined

/** A ULA /48 derived from the VPC id, so it is stable for seeded VPCs. */
export function ipv6PrefixFor(vpcId: string): string {
  const h = vpcId.replace(/-/g, '')
  return canonicalNet(`fd${h.slice(0, 2)}:${h.slice(2, 6)}:${h.slice(6, 10)}::/48`)
}

/** The n-th /64 inside a VPC's /48. */
export function ipv6SubnetFor(vpc: Row<'vpc'>, n: number): string {
  const prefix = netRange(vpc.ipv6_prefix)!
  return ipv6Net(prefix.first + (BigInt(n) << 64n), 64)
}

/** The system router's route names Nexus keeps for itself; a subnet so named gets a longer route name. */
const RESERVED_ROUTE_NAMES = ['default-v4', 'default-v6']

/** The name of a subnet's route on the system router (Nexus's `deconflict_subnet_name`). */
export const subnetRouteName = (subnetName: string, routeId: string) =>
  RESERVED_ROUTE_NAMES.includes(subnetName) ? `conflict-${subnetName}-${routeId}` : subnetName

export function defaultFirewallRules(vpcName: string): Omit<S['VpcFirewallRule'], 'id' | 'vpc_id' | 'time_created' | 'time_modified'>[] {
  const targets: S['VpcFirewallRuleTarget'][] = [{ type: 'vpc', value: vpcName }]
  const base = { action: 'allow', direction: 'inbound', priority: 65534, status: 'enabled', targets } as const
  return [
    {
      ...base,
      name: 'allow-internal-inbound',
      description: 'allow inbound traffic to all instances within the VPC if originated within the VPC',
      filters: { hosts: [{ type: 'vpc', value: vpcName }] },
    },
    {
      ...base,
      name: 'allow-ssh',
      description: 'allow inbound TCP connections on port 22 from anywhere',
      filters: { ports: ['22'], protocols: ['TCP'] },
    },
    {
      ...base,
      name: 'allow-icmp',
      description: 'allow inbound ICMP traffic from anywhere',
      filters: { protocols: ['ICMP'] },
    },
  ]
}

export function addSubnetRoute(store: Store, router: Row<'vpcRouter'>, subnetName: string, stamps: Stamps, idFor: IdFor = noIds) {
  const id = idFor('route', `${router.name}/${subnetName}`) ?? randomUuid()
  store.create('routerRoute', {
    id,
    vpcRouterId: router.id,
    name: subnetRouteName(subnetName, id),
    description: `VPC Subnet route for '${subnetName}'`,
    kind: 'vpc_subnet',
    destination: { type: 'subnet', value: subnetName },
    target: { type: 'subnet', value: subnetName },
    ...stamps,
  })
}

export interface NewVpc {
  projectId: string
  siloId: string
  name: string
  description: string
  dnsName?: string
  /** a ULA /48 asked for; otherwise one is derived from the VPC's id */
  ipv6Prefix?: string
  /** the first subnet */
  subnet?: { name: string; description?: string; ipv4Block: string }
  stamps: Stamps
  idFor?: IdFor
}

export function createVpcWithDefaults(store: Store, v: NewVpc): Row<'vpc'> {
  const idFor = v.idFor ?? noIds
  const { stamps } = v
  const vpc = store.create('vpc', {
    id: idFor('vpc', v.name),
    projectId: v.projectId,
    name: v.name,
    description: v.description,
    dns_name: v.dnsName ?? v.name,
    ipv6_prefix: '',
    systemRouterId: null,
    ...stamps,
  })
  vpc.update({ ipv6_prefix: v.ipv6Prefix ?? ipv6PrefixFor(vpc.id) })

  const router = store.create('vpcRouter', {
    id: idFor('router', 'system'),
    vpcId: vpc.id,
    name: 'system',
    description: 'Routes are automatically added to this router as vpc subnets are created',
    kind: 'system',
    ...stamps,
  })
  vpc.update({ systemRouterId: router.id })
  for (const [name, net] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    store.create('routerRoute', {
      id: idFor('route', `system/${name}`),
      vpcRouterId: router.id,
      name,
      description: 'The default route of a vpc',
      kind: 'default',
      destination: { type: 'ip_net', value: net },
      target: { type: 'internet_gateway', value: 'default' },
      ...stamps,
    })
  }

  const subnet = v.subnet ?? { name: 'default', ipv4Block: '172.30.0.0/22' }
  store.create('vpcSubnet', {
    id: idFor('subnet', subnet.name),
    vpcId: vpc.id,
    name: subnet.name,
    description: subnet.description ?? `The default subnet for ${v.name}`,
    ipv4_block: subnet.ipv4Block,
    ipv6_block: ipv6SubnetFor(vpc, 0),
    customRouterId: null,
    ...stamps,
  })
  addSubnetRoute(store, router, subnet.name, stamps, idFor)

  for (const rule of defaultFirewallRules(v.name)) {
    store.create('vpcFirewallRule', { id: idFor('firewall-rule', rule.name), vpcId: vpc.id, ...rule, ...stamps })
  }

  const gateway = store.create('internetGateway', {
    id: idFor('internet-gateway', 'default'),
    vpcId: vpc.id,
    name: 'default',
    description: 'Default internet gateway',
    ...stamps,
  })
  const pool = store.first('ipPoolSiloLink', (l) => l.siloId === v.siloId && l.is_default)
  if (pool) {
    store.create('internetGatewayIpPool', {
      id: idFor('internet-gateway-ip-pool', 'default/default'),
      internetGatewayId: gateway.id,
      ipPoolId: pool.ipPoolId,
      name: 'default',
      description: 'Default internet gateway IP pool',
      ...stamps,
    })
  }
  return vpc
}
