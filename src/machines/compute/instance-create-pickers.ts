// What the create-instance form's pickers offer: the first page of each list
// the page loads with (images, snapshots, disks, SSH keys, IP pools, floating
// IPs, VPCs and the first VPC's subnets), and which lists hold more.
import { fetchApi, firstPage, type Disk, type FloatingIp, type Image, type Schema, type Snapshot, type SshKey, type Vpc } from '~/api'
import type { SiloIpPool } from '../shared/ip-pools.rules'

export type VpcSubnet = Schema<'VpcSubnet'>

/**
 * A VPC the custom interface may go in. Its subnets are read when it is
 * chosen (the first VPC's with the page, for the default choice).
 */
export type VpcChoice = { vpc: Vpc; subnets?: VpcSubnet[]; moreSubnets?: boolean }

/** A picker's list. */
export type PickerList = 'siloImages' | 'projectImages' | 'snapshots' | 'disks' | 'sshKeys' | 'ipPools' | 'floatingIps' | 'vpcs'

/**
 * What the pickers offer, loaded with the page: the first PICKER_LIMIT of
 * each list (one request each, never every page), and which lists hold more.
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

/** A VPC's subnets, the first PICKER_LIMIT of them. */
export async function loadSubnets(project: string, vpc: string): Promise<Required<Omit<VpcChoice, 'vpc'>>> {
  const { items, more } = await firstPage((limit) => fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit } }))
  return { subnets: items, moreSubnets: more }
}

/**
 * Every picker's first page at once, one request each; the first VPC's
 * subnets follow the VPCs. Nothing here reads a list to its end: at 5,000
 * disks that was twenty requests in a row before the form could show.
 */
export async function loadInstanceCreatePickers(project: string): Promise<InstanceCreatePickers> {
  const vpcs = firstPage((limit) => fetchApi('/v1/vpcs', { query: { project, limit } })).then(async ({ items, more }) => {
    const [first, ...rest] = items
    const choices: VpcChoice[] = first ? [{ vpc: first, ...(await loadSubnets(project, first.name)) }, ...rest.map((vpc) => ({ vpc }))] : []
    return { items: choices, more }
  })
  const [siloImages, projectImages, snapshots, disks, sshKeys, ipPools, floatingIps, vpcChoices] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/images', { query: { limit } })),
    firstPage((limit) => fetchApi('/v1/images', { query: { project, limit } })),
    firstPage((limit) => fetchApi('/v1/snapshots', { query: { project, limit } })),
    firstPage((limit) => fetchApi('/v1/disks', { query: { project, limit } })),
    firstPage((limit) => fetchApi('/v1/me/ssh-keys', { query: { limit } })),
    firstPage((limit) => fetchApi('/v1/ip-pools', { query: { limit } })),
    firstPage((limit) => fetchApi('/v1/floating-ips', { query: { project, limit } })),
    vpcs,
  ])
  const lists = { siloImages, projectImages, snapshots, disks, sshKeys, ipPools, floatingIps, vpcs: vpcChoices }
  const more = Object.fromEntries(Object.entries(lists).filter(([, l]) => l.more).map(([k]) => [k, true]))
  return {
    siloImages: siloImages.items,
    projectImages: projectImages.items,
    snapshots: snapshots.items,
    disks: disks.items,
    sshKeys: sshKeys.items,
    ipPools: ipPools.items,
    floatingIps: floatingIps.items,
    vpcs: vpcChoices.items,
    ...(Object.keys(more).length ? { more } : {}),
  }
}
