// Network interfaces: the create body, Nexus's checks (Nexus's network
// interface insert query and its InsertError messages), addresses from the
// subnet, and MACs from Oxide's guest range.
import type { Row, Store } from '../store'
import { field, nameValue, object, strValue } from './body'
import { alreadyExists, badRequest, invalidRequest } from './errors'
import {
  canonicalIp,
  firstFree,
  intToIpv4,
  ipv4ToInt,
  ipv6ToBigInt,
  isIpv4,
  netContains,
  netRange,
  netsOverlap,
  parseIpv4Block,
  RESERVED_AT_START,
  usableRange,
} from './ip'
import { lookupInVpc, lookupVpc, type Kind, type LookupCtx } from './lookup'
import { randomInt } from './random'

/** Nexus's MAX_NICS_PER_INSTANCE. */
export const MAX_NICS_PER_INSTANCE = 8

export const SUBNET: Kind<'vpcSubnet'> = { table: 'vpcSubnet', kind: 'vpc-subnet', label: 'subnet' }

export interface NicCreate {
  name: string
  description: string
  vpcName: string
  subnetName: string
  ip: string | null
}

export function parseNicCreate(value: unknown, path = ''): NicCreate {
  const obj = object(value, path || 'body')
  const at = (k: string) => (path ? `${path}.${k}` : k)
  const ip = obj.ip === undefined || obj.ip === null ? null : strValue(obj.ip, at('ip'))
  if (ip !== null && !isIpv4(ip) && !ip.includes(':')) {
    throw badRequest(`unable to parse JSON body: ${at('ip')}: invalid IP address syntax`)
  }
  return {
    name: nameValue(field(obj, 'name', path), at('name')),
    description: strValue(field(obj, 'description', path), at('description')),
    vpcName: nameValue(field(obj, 'vpc_name', path), at('vpc_name')),
    subnetName: nameValue(field(obj, 'subnet_name', path), at('subnet_name')),
    ip,
  }
}

export interface PlannedNic {
  name: string
  description: string
  vpc: Row<'vpc'>
  subnet: Row<'vpcSubnet'>
  ip: string
}

/** Addresses in use in a subnet, canonically spelled. */
function takenIn(store: Store, subnet: Row<'vpcSubnet'>, planned: readonly PlannedNic[]): Set<string> {
  const used = store.where('networkInterface', (n) => n.subnetId === subnet.id).map((n) => n.ip)
  return new Set([...used, ...planned.filter((p) => p.subnet.id === subnet.id).map((p) => p.ip)].map(canonicalIp))
}

function addressFor(store: Store, subnet: Row<'vpcSubnet'>, wanted: string | null, planned: readonly PlannedNic[]): string {
  const block = parseIpv4Block(subnet.ipv4_block)
  const taken = takenIn(store, subnet, planned)
  if (wanted === null) {
    const { first, last } = usableRange(block)
    const ip = firstFree(first, last, taken)
    if (!ip) throw invalidRequest('No available IP addresses for interface')
    return ip
  }
  if (!isIpv4(wanted)) throw invalidRequest(`The IP address '${wanted}' is not available`)
  const n = ipv4ToInt(wanted)
  if (n < block.base || n >= block.base + block.size) {
    throw invalidRequest(`IP address ${wanted} is not within the subnet ${subnet.ipv4_block}`)
  }
  const reserved = n < block.base + RESERVED_AT_START || n === block.base + block.size - 1
  if (reserved || taken.has(canonicalIp(wanted))) throw invalidRequest(`The IP address '${wanted}' is not available`)
  return intToIpv4(n)
}

/**
 * Check one new interface of `instance` (null while the instance is being
 * created) against its existing interfaces and those `planned` earlier in the
 * same request, and pick its address.
 */
export function planNic(
  ctx: LookupCtx,
  project: Row<'project'>,
  nic: NicCreate,
  instance: Row<'instance'> | null,
  planned: readonly PlannedNic[] = [],
): PlannedNic {
  const { store } = ctx
  const vpc = lookupVpc(ctx, nic.vpcName, project.id)
  const subnet = lookupInVpc(ctx, SUBNET, nic.subnetName, vpc.id, null)
  const existing = instance ? store.where('networkInterface', (n) => n.instanceId === instance.id) : []
  if ([...existing.map((n) => n.name), ...planned.map((p) => p.name)].includes(nic.name)) {
    throw alreadyExists('instance-network-interface', nic.name)
  }
  const vpcIds = new Set([...existing.map((n) => n.vpcId), ...planned.map((p) => p.vpc.id)])
  if (vpcIds.size > 0 && !vpcIds.has(vpc.id)) throw invalidRequest('Networking may not span multiple VPCs')
  if (existing.length + planned.length >= MAX_NICS_PER_INSTANCE) {
    throw invalidRequest(`May not attach more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
  }
  return { name: nic.name, description: nic.description, vpc, subnet, ip: addressFor(store, subnet, nic.ip, planned) }
}

/** The interface Nexus makes for `network_interfaces: { type: 'default' }`. */
export function planDefaultNic(ctx: LookupCtx, project: Row<'project'>): PlannedNic {
  const { store } = ctx
  // Nexus uses the project's "default" VPC and subnet. A seeded project may have
  // none (mock-project), so the mock falls back to the project's oldest VPC and
  // its oldest subnet rather than refusing.
  const byAge = <R extends { time_created: string; name: string }>(rows: R[]) =>
    rows.sort((a, b) => a.time_created.localeCompare(b.time_created) || a.name.localeCompare(b.name))
  const vpcs = byAge(store.where('vpc', (v) => v.projectId === project.id))
  const vpc = vpcs.find((v) => v.name === 'default') ?? vpcs[0]
  if (!vpc) return planNic(ctx, project, defaultNic('default', 'default'), null)
  const subnets = byAge(store.where('vpcSubnet', (s) => s.vpcId === vpc.id))
  const subnet = subnets.find((s) => s.name === 'default') ?? subnets[0]
  return planNic(ctx, project, defaultNic(vpc.name, subnet?.name ?? 'default'), null)
}

const defaultNic = (vpcName: string, subnetName: string): NicCreate => ({
  name: 'net0',
  description: 'default primary interface for the instance',
  vpcName,
  subnetName,
  ip: null,
})

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/** A MAC from Oxide's guest range A8:40:25:F0:00:00–A8:40:25:FE:FF:FF, unused so far. */
function freshMac(store: Store): string {
  const used = new Set(store.all('networkInterface').map((n) => n.mac.toUpperCase()))
  for (;;) {
    const mac = `A8:40:25:${hex2(randomInt(0xf0, 0xfe))}:${hex2(randomInt(0, 255))}:${hex2(randomInt(0, 255))}`
    if (!used.has(mac)) return mac
  }
}

export function insertNic(store: Store, instanceId: string, nic: PlannedNic, primary: boolean): Row<'networkInterface'> {
  const t = new Date().toISOString()
  return store.create('networkInterface', {
    instanceId,
    vpcId: nic.vpc.id,
    subnetId: nic.subnet.id,
    name: nic.name,
    description: nic.description,
    primary,
    ip: nic.ip,
    mac: freshMac(store),
    transit_ips: [],
    time_created: t,
    time_modified: t,
  })
}

// ---- transit IPs -------------------------------------------------------------------
//
// Nexus checks an update's transit IPs in order: each must be written as its
// network address (no host bits set), be neither multicast nor loopback, and
// not overlap any listed before it. A single address (a /32 or /128) is called
// an "address", anything wider a "network" ("block" in the overlap wording).

const MULTICAST = { v4: '224.0.0.0/4', v6: 'ff00::/8' }
const LOOPBACK = { v4: '127.0.0.0/8', v6: '::1/128' }

/** Why Nexus refuses these transit IPs, or undefined when it takes them. */
export function transitIpsProblem(nets: readonly string[]): string | undefined {
  for (const [i, net] of nets.entries()) {
    const range = netRange(net)
    if (!range) continue
    const host = range.width === (range.v6 ? 128 : 32)
    const count = host ? '' : ' block'
    const ty = host ? 'address' : 'network'
    const family = range.v6 ? 'v6' : 'v4'
    const [addr] = net.split('/')
    const value = range.v6 ? ipv6ToBigInt(addr) : BigInt(ipv4ToInt(addr))
    if (value !== range.first) return `transit IP${count} ${net} has a non-zero host identifier`
    if (netContains(MULTICAST[family], net)) return `transit IP${count} ${net} is a multicast ${ty}`
    if (netContains(LOOPBACK[family], net)) return `transit IP${count} ${net} is a loopback ${ty}`
    const past = nets.slice(0, i).find((p) => netsOverlap(net, p))
    if (past) return `transit IP${count} ${net} overlaps with ${past}`
  }
  return undefined
}
