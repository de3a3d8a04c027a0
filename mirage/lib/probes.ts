// Instrumentation probes (experimental), after Nexus's nexus/src/app/probe.rs
// and its datastore:
//
// - listing takes a project viewer; viewing, creating and deleting take
//   CreateChild on the project (collaborator): Nexus looks a probe up "for
//   create" even to show it;
// - a new probe draws one ephemeral address from the named pool, or the
//   silo's default (a pool not linked to the silo is not found, as for a
//   floating IP), and gets one interface in the project's default VPC subnet,
//   named for the probe;
// - its sled must exist (`not found: sled with id "…"`). Nexus looks the sled
//   up only after writing the probe; the mock refuses before writing anything.
// - names are unique in the project (`already exists: probe "…"`).
import type { components } from '../../src/api/generated/nexus'
import type { Row, Store } from '../store'
import { alreadyExists, invalidRequest, notFound } from './errors'
import { allocateAddress, resolvePool } from './external-ips'
import { canonicalIp, firstFree, parseIpv4Block, usableRange } from './ip'
import { randomInt, randomUuid } from './random'

type ProbeInfo = components['schemas']['ProbeInfo']
type Probe = components['schemas']['Probe']

export interface ProbeCreate {
  name: string
  description: string
  sled: string
  ipPool: string | null
}

const byAge = <R extends { time_created: string; name: string }>(rows: R[]) =>
  rows.sort((a, b) => a.time_created.localeCompare(b.time_created) || a.name.localeCompare(b.name))

/**
 * The project's default VPC and subnet. Nexus asks for the ones named
 * "default"; a seeded project may have none (mock-project), so the mock falls
 * back to the oldest, as it does for an instance's default interface.
 */
export function defaultSubnet(store: Store, project: Row<'project'>): { vpc: Row<'vpc'>; subnet: Row<'vpcSubnet'> } {
  const vpcs = byAge(store.where('vpc', (v) => v.projectId === project.id))
  const vpc = vpcs.find((v) => v.name === 'default') ?? vpcs[0]
  if (!vpc) throw notFound('vpc', { name: 'default' })
  const subnets = byAge(store.where('vpcSubnet', (s) => s.vpcId === vpc.id))
  const subnet = subnets.find((s) => s.name === 'default') ?? subnets[0]
  if (!subnet) throw notFound('vpc-subnet', { name: 'default' })
  return { vpc, subnet }
}

/** The first free private address of the subnet: instances' interfaces and probes' share it. */
function privateAddress(store: Store, subnet: Row<'vpcSubnet'>): string {
  const taken = new Set(
    [
      ...store.where('networkInterface', (n) => n.subnetId === subnet.id).map((n) => n.ip),
      ...store.where('probe', (p) => p.nic.subnetId === subnet.id).map((p) => p.nic.ip),
    ].map(canonicalIp),
  )
  const { first, last } = usableRange(parseIpv4Block(subnet.ipv4_block))
  const ip = firstFree(first, last, taken)
  if (!ip) throw invalidRequest('No available IP addresses for interface')
  return ip
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/** A MAC from Oxide's guest range, unused by any interface. */
function freshMac(store: Store): string {
  const used = new Set([...store.all('networkInterface').map((n) => n.mac), ...store.all('probe').map((p) => p.nic.mac)])
  for (;;) {
    const mac = `A8:40:25:${hex2(randomInt(0xf0, 0xfe))}:${hex2(randomInt(0, 255))}:${hex2(randomInt(0, 255))}`
    if (!used.has(mac)) return mac
  }
}

/** Check a new probe against Nexus's rules and write it (times default to now). */
export function createProbe(
  store: Store,
  project: Row<'project'>,
  body: ProbeCreate,
  fixed: { id?: string; time?: string; mac?: string; externalIp?: string } = {},
): Row<'probe'> {
  if (store.first('probe', (p) => p.projectId === project.id && p.name === body.name)) throw alreadyExists('probe', body.name)
  if (!store.find('sled', body.sled)) throw notFound('sled', { id: body.sled })
  const pool = resolvePool(store, project.siloId, body.ipPool)
  const externalIp = fixed.externalIp ?? allocateAddress(store, pool)
  const { vpc, subnet } = defaultSubnet(store, project)
  const t = fixed.time ?? new Date().toISOString()
  return store.create('probe', {
    id: fixed.id ?? randomUuid(),
    projectId: project.id,
    name: body.name,
    description: body.description,
    sled: body.sled,
    ipPoolId: pool.id,
    externalIp,
    nic: { id: randomUuid(), name: body.name, ip: privateAddress(store, subnet), mac: fixed.mac ?? freshMac(store), subnetId: subnet.id, vpcId: vpc.id },
    time_created: t,
    time_modified: t,
  })
}

export const probeView = (p: Row<'probe'>): Probe => ({
  id: p.id,
  name: p.name,
  description: p.description,
  sled: p.sled,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

/** A VPC's Geneve VNI: Nexus's are random above 1024; the mock's are read from the VPC's id, so they stay put. */
const vniOf = (vpcId: string) => 1024 + (parseInt(vpcId.replace(/-/g, '').slice(0, 6), 16) % 0xfffc00)

/** What Nexus lists and shows of a probe: its sled, its ephemeral address (all ports) and its interface. */
export function probeInfo(store: Store, p: Row<'probe'>): ProbeInfo {
  const subnet = store.find('vpcSubnet', p.nic.subnetId)
  return {
    id: p.id,
    name: p.name,
    sled: p.sled,
    external_ips: [{ kind: 'ephemeral', ip: p.externalIp, first_port: 0, last_port: 65535 }],
    interface: {
      id: p.nic.id,
      name: p.nic.name,
      ip: p.nic.ip,
      mac: p.nic.mac,
      kind: { type: 'probe', id: p.id },
      primary: true,
      slot: 0,
      subnet: subnet?.ipv4_block ?? `${p.nic.ip}/32`,
      transit_ips: [],
      vni: vniOf(p.nic.vpcId),
    },
  }
}
