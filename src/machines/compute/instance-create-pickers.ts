// What the create-instance form's pickers offer: the first page of each list
// (images, snapshots, disks, SSH keys, IP pools, floating IPs, VPCs and the
// first VPC's subnets), and which lists hold more. Each list is a part of the
// page: the form opens at once, and each picker fills in as its list lands,
// or says in its place that it could not be read (Retry), the rest of the
// form working.
import { fetchApi, firstPage, type Bounded, type Disk, type FloatingIp, type Image, type Read, type Schema, type Snapshot, type SshKey, type Vpc } from '~/api'
import type { SiloIpPool } from '../shared/ip-pools.rules'
import { partSection, startPart, type Ask } from '../shared/section-reads'

export type VpcSubnet = Schema<'VpcSubnet'>

/**
 * A VPC the custom interface may go in. Its subnets are read when it is
 * chosen (the first VPC's with its list, for the default choice).
 */
export type VpcChoice = { vpc: Vpc; subnets?: VpcSubnet[]; moreSubnets?: boolean }

/** A picker's list. */
export type PickerList = 'siloImages' | 'projectImages' | 'snapshots' | 'disks' | 'sshKeys' | 'ipPools' | 'floatingIps' | 'vpcs'

export const PICKER_LISTS: readonly PickerList[] = ['siloImages', 'projectImages', 'snapshots', 'disks', 'sshKeys', 'ipPools', 'floatingIps', 'vpcs']

/**
 * What the pickers offer: the first PICKER_LIMIT of each list (one request
 * each, never every page), and which lists hold more. A list not in yet is
 * empty here.
 */
export type InstanceCreatePickers = {
  siloImages: Image[]
  projectImages: Image[]
  snapshots: Snapshot[]
  /** Disks of the project: detached ones can be attached; their names are taken. */
  disks: Disk[]
  sshKeys: SshKey[]
  ipPools: SiloIpPool[]
  /** Floating IPs of the project; unattached ones can be attached. */
  floatingIps: FloatingIp[]
  vpcs: VpcChoice[]
  /** The lists cut at PICKER_LIMIT: the page says so, and offers a search by name where it can. */
  more?: Partial<Record<PickerList, boolean>>
}

/** The pickers before any list is in. */
export const NO_PICKERS: InstanceCreatePickers = {
  siloImages: [],
  projectImages: [],
  snapshots: [],
  disks: [],
  sshKeys: [],
  ipPools: [],
  floatingIps: [],
  vpcs: [],
}

/** A VPC's subnets, the first PICKER_LIMIT of them. */
export async function loadSubnets(project: string, vpc: string, ask: Ask = fetchApi): Promise<Required<Omit<VpcChoice, 'vpc'>>> {
  const { items, more } = await firstPage((limit) => ask('/v1/vpc-subnets', { query: { project, vpc, limit } }))
  return { subnets: items, moreSubnets: more }
}

type Lists = { [K in PickerList]: InstanceCreatePickers[K][number] }

/** One picker's list as a part of the page: its first page, one request (the first VPC's subnets follow the VPCs). */
function listSection<K extends PickerList>(project: string, list: K, read: (ask: Ask) => Promise<Bounded<Lists[K]>>, refreshOn: Read | readonly Read[]) {
  return partSection(['instance-create', list, project], read, refreshOn)
}

/** Each picker's list, a part of the create page. */
export function pickerSections(project: string) {
  return {
    siloImages: listSection(project, 'siloImages', (ask) => firstPage((limit) => ask('/v1/images', { query: { limit } })), '/v1/images'),
    projectImages: listSection(project, 'projectImages', (ask) => firstPage((limit) => ask('/v1/images', { query: { project, limit } })), '/v1/images'),
    snapshots: listSection(project, 'snapshots', (ask) => firstPage((limit) => ask('/v1/snapshots', { query: { project, limit } })), '/v1/snapshots'),
    disks: listSection(project, 'disks', (ask) => firstPage((limit) => ask('/v1/disks', { query: { project, limit } })), '/v1/disks'),
    sshKeys: listSection(project, 'sshKeys', (ask) => firstPage((limit) => ask('/v1/me/ssh-keys', { query: { limit } })), '/v1/me/ssh-keys'),
    ipPools: listSection(project, 'ipPools', (ask) => firstPage((limit) => ask('/v1/ip-pools', { query: { limit } })), '/v1/ip-pools'),
    floatingIps: listSection(project, 'floatingIps', (ask) => firstPage((limit) => ask('/v1/floating-ips', { query: { project, limit } })), '/v1/floating-ips'),
    vpcs: listSection(
      project,
      'vpcs',
      async (ask) => {
        const { items, more } = await firstPage((limit) => ask('/v1/vpcs', { query: { project, limit } }))
        const [first, ...rest] = items
        const choices: VpcChoice[] = first ? [{ vpc: first, ...(await loadSubnets(project, first.name, ask)) }, ...rest.map((vpc) => ({ vpc }))] : []
        return { items: choices, more }
      },
      ['/v1/vpcs', '/v1/vpc-subnets'],
    ),
  }
}

/**
 * The page opens at once: every picker's list leaves as it is entered, one
 * request each. Nothing here reads a list to its end: at 5,000 disks that was
 * twenty requests in a row before the form could show.
 */
export function startInstanceCreatePickers(project: string): void {
  const sections = pickerSections(project)
  for (const list of PICKER_LISTS) startPart<unknown>(sections[list])
}
