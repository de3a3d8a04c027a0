// "Create like this": the create form filled in from another instance of the
// project — its size, boot disk source, other disks (as blank disks of the
// same size), networking, SSH keys and auto-restart policy — with a free name
// suggested. What cannot be copied is said (user data cannot be read back).
import {
  fetchApi,
  firstPage,
  GiB,
  MAX_LIMIT,
  PICKER_LIMIT,
  type Disk,
  type ExternalIp,
  type Instance,
  type InstanceNetworkInterface,
  type SshKey,
} from '~/api'
import { generateName, NAME_MAX_LENGTH } from '~/validation'
import { BLOCK_SIZES, CUSTOM_PRESET, instanceCreateDefaults, PRESETS, type AdditionalDisk, type BootSource, type InstanceCreateValues } from './instance-create'
import { readSection } from '~/api/sections'
import { loadSubnets, NO_PICKERS, PICKER_LISTS, pickerSections, startInstanceCreatePickers, type InstanceCreatePickers } from './instance-create-pickers'
import { withLanded, type LandedLists } from './instance-create.machine'

/** What the form is filled in from: the instance and what it is made of. */
export type LikeSource = {
  instance: Instance
  disks: Disk[]
  nics: InstanceNetworkInterface[]
  externalIps: ExternalIp[]
  sshKeys: SshKey[]
  /** The VPC and subnet names of its primary interface. */
  network?: { vpc: string; subnet: string }
  /** Instance names taken in the project (the first 1,000), for the suggested name. */
  taken: string[]
}

/**
 * The source's reads, one bounded request each: the instance, its disks,
 * interfaces, external IPs and SSH keys, the project's instance names; then
 * its primary interface's VPC and subnet by id (2): 8 requests.
 */
export async function loadLikeSource(project: string, name: string): Promise<LikeSource> {
  const instance = await fetchApi('/v1/instances/{instance}', { path: { instance: name }, query: { project } })
  const at = { path: { instance: instance.id } }
  const [disks, nics, externalIps, sshKeys, instances] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/instances/{instance}/disks', { ...at, query: { limit } }), PICKER_LIMIT),
    firstPage((limit) => fetchApi('/v1/network-interfaces', { query: { instance: instance.id, limit } }), PICKER_LIMIT),
    fetchApi('/v1/instances/{instance}/external-ips', at),
    firstPage((limit) => fetchApi('/v1/instances/{instance}/ssh-public-keys', { ...at, query: { limit } }), PICKER_LIMIT),
    firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } }), MAX_LIMIT),
  ])
  const primary = nics.items.find((n) => n.primary) ?? nics.items[0]
  const network = primary
    ? await Promise.all([
        fetchApi('/v1/vpcs/{vpc}', { path: { vpc: primary.vpcId } }),
        fetchApi('/v1/vpc-subnets/{subnet}', { path: { subnet: primary.subnetId } }),
      ]).then(([vpc, subnet]) => ({ vpc: vpc.name, subnet: subnet.name }))
    : undefined
  return {
    instance,
    disks: disks.items,
    nics: nics.items,
    externalIps: externalIps.items,
    sshKeys: sshKeys.items,
    network,
    taken: instances.items.map((i) => i.name),
  }
}

/** A free name like this one: 'web-1' → 'web-2', 'web' → 'web-2', the next number not taken. */
export function nextFreeName(name: string, taken: readonly string[]): string {
  const match = /^(.*?)-(\d+)$/.exec(name)
  const base = match ? match[1] : name
  let n = match ? Number(match[2]) + 1 : 2
  const used = new Set(taken)
  for (;;) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!used.has(candidate)) return candidate
    n++
  }
}

/** The VPC choices with the source's VPC's subnets read, so its subnet can be chosen. */
export async function withLikeSubnets(project: string, pickers: InstanceCreatePickers, like: LikeSource): Promise<InstanceCreatePickers> {
  const vpc = like.network?.vpc
  const choice = pickers.vpcs.find((c) => c.vpc.name === vpc)
  if (!vpc || !choice || choice.subnets) return pickers
  const subnets = await loadSubnets(project, vpc)
  return { ...pickers, vpcs: pickers.vpcs.map((c) => (c === choice ? { ...c, ...subnets } : c)) }
}

const toGiB = (bytes: number) => Math.ceil(bytes / GiB)

/** The boot disk's source as the form's fields, or undefined when the picker does not hold it. */
function bootSourceOf(disk: Disk, pickers: InstanceCreatePickers): Partial<InstanceCreateValues> | undefined {
  const { imageId, snapshotId } = disk
  const source = (bootSource: BootSource, fields: Partial<InstanceCreateValues>) => ({ bootSource, ...fields })
  if (imageId && pickers.siloImages.some((i) => i.id === imageId)) return source('siloImage', { siloImageId: imageId })
  if (imageId && pickers.projectImages.some((i) => i.id === imageId)) return source('projectImage', { projectImageId: imageId })
  if (snapshotId && pickers.snapshots.some((s) => s.id === snapshotId)) return source('snapshot', { snapshotId })
  return undefined
}

/** The form's values for an instance like `like`, and what the page says about them. */
export function likeValues(
  defaults: InstanceCreateValues,
  pickers: InstanceCreatePickers,
  like: LikeSource,
): { values: InstanceCreateValues; notes: string[] } {
  const { instance } = like
  const from = instance.name
  const notes = [`Filled in from ${from}. User data cannot be read back from the API: if ${from} had some, enter it again under Advanced.`]
  const memory = toGiB(instance.memory)
  const preset = PRESETS.find((p) => p.ncpus === instance.ncpus && p.memory === memory)?.id ?? CUSTOM_PRESET
  const name = nextFreeName(from, like.taken)
  const values: InstanceCreateValues = {
    ...defaults,
    name,
    description: instance.description,
    preset,
    ncpus: instance.ncpus,
    memory,
    autoRestartPolicy: instance.autoRestartPolicy ?? 'default',
    sshKeys: like.sshKeys.map((k) => k.id).filter((id) => pickers.sshKeys.some((k) => k.id === id)),
    userData: '',
    count: 1,
  }
  if (like.sshKeys.some((k) => !pickers.sshKeys.some((p) => p.id === k.id))) {
    notes.push(`Some of ${from}'s SSH keys belong to another user and are not added.`)
  }

  const boot = like.disks.find((d) => d.id === instance.bootDiskId)
  const source = boot && bootSourceOf(boot, pickers)
  if (boot && source) {
    Object.assign(values, source, { bootDiskName: generateName(name), bootDiskSize: toGiB(boot.size) })
  } else {
    notes.push(
      boot
        ? `The image or snapshot ${from}'s boot disk was made from is not offered here: choose a boot disk.`
        : `${from} has no boot disk set: choose one.`,
    )
  }
  // The other disks as blank disks of the same size: a disk attaches to one instance.
  values.disks = like.disks
    .filter((d) => d !== boot)
    .map((d): AdditionalDisk => ({ type: 'create', name: generateName(name, d.name), description: `Like ${d.name} of ${from}`, size: toGiB(d.size), blockSize: BLOCK_SIZES.find((b) => b === d.blockSize) ?? 4096 }))
  if (values.disks.length > 0) notes.push(`Its other disks are new blank disks of the same size; their data is not copied.`)

  const primary = like.nics.find((n) => n.primary) ?? like.nics[0]
  if (!primary) values.nic = 'none'
  else if (like.network?.vpc === 'default' && like.network.subnet === 'default' && like.nics.length === 1) values.nic = 'default'
  else if (like.network) {
    Object.assign(values, { nic: 'custom', nicName: primary.name, nicDescription: primary.description, nicVpc: like.network.vpc, nicSubnet: like.network.subnet, nicIp: '' })
    if (like.nics.length > 1) notes.push(`Only ${from}'s primary network interface is copied.`)
  }
  values.ephemeralIp = like.externalIps.some((ip) => ip.kind === 'ephemeral')
  values.floatingIps = []
  if (like.externalIps.some((ip) => ip.kind === 'floating')) notes.push(`Floating IPs stay with ${from}: attach another one if this instance needs it.`)
  return { values, notes }
}

/** The create page's load: with `like`, the values filled in from that instance and the pickers they were read against. */
export type InstanceCreateLoad = { like?: { from: string; values: InstanceCreateValues; notes: string[]; pickers: InstanceCreatePickers } }

/**
 * Every picker's list leaves now. A plain create waits for none of them; made
 * like another instance, the values are read against the lists, so the load
 * waits for them and for that instance.
 */
export async function loadInstanceCreate(project: string, like?: string): Promise<InstanceCreateLoad> {
  startInstanceCreatePickers(project)
  if (!like) return {}
  const sections = pickerSections(project)
  const [lists, source] = await Promise.all([
    Promise.all(PICKER_LISTS.map((list) => readSection<{ items: unknown[]; more: boolean }>(sections[list]))),
    loadLikeSource(project, like),
  ])
  const landed: LandedLists = { lists: {}, more: {} }
  PICKER_LISTS.forEach((list, i) => {
    Object.assign(landed.lists, { [list]: lists[i].items })
    landed.more[list] = lists[i].more
  })
  const pickers = await withLikeSubnets(project, withLanded(NO_PICKERS, landed), source)
  const defaults = instanceCreateDefaults(pickers, new Set(PICKER_LISTS))
  return { like: { from: source.instance.name, pickers, ...likeValues(defaults, pickers, source) } }
}
