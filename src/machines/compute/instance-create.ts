// The create-instance form: its values, defaults (with generated names), rules,
// the exact request body and the call that saves it; what its pickers offer is
// in instance-create-pickers.ts. Sizes are entered in GiB; the API takes bytes.
import { GiB, api, invalidate, type Disk, type FloatingIp, type Image, type Instance, type RequestBody, type Schema, type Snapshot } from '~/api'
import {
  BLOCK_SIZES as LIMIT_BLOCK_SIZES,
  CPU_BOUNDS,
  DISK_SIZE_GIB_BOUNDS,
  generateName,
  MEMORY_GIB_BOUNDS,
  messages,
  validateDescription,
  validateIp,
  validateName,
  validateSize,
  validateUnique,
  type SizeBounds,
} from '~/validation'
import type { FieldErrors } from '../shared/form.machine'
import { bulkSummary, type Failure } from '../shared/bulk.rules'
import { errorMessage } from '../shared/error-message.rules'
import { defaultPool } from '../shared/ip-pools.rules'
import { isReadySnapshot } from '../shared/find-by-name'
import { PICKER_LISTS, type InstanceCreatePickers, type PickerList } from './instance-create-pickers'

export type { InstanceCreatePickers, PickerList, VpcChoice, VpcSubnet } from './instance-create-pickers'
export type InstanceCreateBody = RequestBody<'/v1/instances', 'post'>
export type BlockSize = Schema<'BlockSize'>

// The bounds (vCPUs 1–64, memory 1–1024 GiB, disks 1–1023 GiB) live in ~/validation.
export const MEMORY_BOUNDS = MEMORY_GIB_BOUNDS
export const DISK_SIZE_BOUNDS = DISK_SIZE_GIB_BOUNDS
export { CPU_BOUNDS }
/** Nexus attaches at most 12 disks to an instance, the boot disk included. */
export const MAX_DISKS = 12
/** InstanceCreate.user_data: at most 32 KiB before encoding. */
export const USER_DATA_MAX_BYTES = 32 * 1024
export const DEFAULT_BOOT_DISK_GIB = 10
export const DEFAULT_DISK_GIB = 10
export const BLOCK_SIZES: readonly BlockSize[] = LIMIT_BLOCK_SIZES

export const instanceCreateMessages = {
  cpusRequired: messages.required('vCPU count'),
  memoryRequired: messages.required('Memory'),
  sizeRequired: messages.required('Disk size'),
  imageRequired: messages.required('Image'),
  snapshotRequired: messages.required('Snapshot'),
  diskRequired: messages.required('Disk'),
  vpcRequired: messages.required('VPC'),
  subnetRequired: messages.required('Subnet'),
  poolRequired: messages.required('IP pool'),
  tooManyDisks: `An instance can have at most ${MAX_DISKS} disks`,
  /** Two disks of this form share a name. */
  diskNameTaken: 'Another disk of this instance has this name',
  /** A disk of the project already has the name (the server's 'Disk name already exists', said early). */
  diskNameExists: 'Disk name already exists',
  userDataTooLarge: 'Must be 32 KiB or less',
} as const

// ---- hardware presets -------------------------------------------------------

export type PresetCategory = 'general' | 'highCpu' | 'highMemory' | 'custom'
export type Preset = { id: string; category: Exclude<PresetCategory, 'custom'>; ncpus: number; memory: number }

const presetsOf = (category: Preset['category'], shapes: [number, number][]): Preset[] =>
  shapes.map(([ncpus, memory]) => ({ id: `${category}-${ncpus}`, category, ncpus, memory }))

export const PRESETS: Preset[] = [
  ...presetsOf('general', [[2, 8], [4, 16], [8, 32], [16, 64]]),
  ...presetsOf('highCpu', [[2, 4], [4, 8], [8, 16], [16, 32]]),
  ...presetsOf('highMemory', [[2, 16], [4, 32], [8, 64], [16, 128]]),
]
export const CUSTOM_PRESET = 'custom'
export const PRESET_CATEGORIES: { value: PresetCategory; label: string }[] = [
  { value: 'general', label: 'General purpose' },
  { value: 'highCpu', label: 'High CPU' },
  { value: 'highMemory', label: 'High memory' },
  { value: 'custom', label: 'Custom' },
]
export const findPreset = (id: string) => PRESETS.find((p) => p.id === id)
export const presetCategory = (id: string): PresetCategory => findPreset(id)?.category ?? 'custom'

// ---- values -------------------------------------------------------------------

export type BootSource = 'siloImage' | 'projectImage' | 'snapshot' | 'disk'
export type NicChoice = 'default' | 'none' | 'custom'
export type AutoRestartChoice = 'default' | 'never' | 'best_effort'

/** A disk created with the instance: a blank disk of `size` GiB. */
export type NewDisk = { type: 'create'; name: string; description: string; size: number; blockSize: BlockSize }
/** A detached disk of the project, attached by name. */
export type ExistingDisk = { type: 'attach'; name: string }
export type AdditionalDisk = NewDisk | ExistingDisk

export type InstanceCreateValues = {
  name: string
  description: string
  /** A preset id, or 'custom'. ncpus and memory always hold the shape that is sent. */
  preset: string
  ncpus: number | undefined
  /** GiB */
  memory: number | undefined
  bootSource: BootSource
  siloImageId: string
  projectImageId: string
  snapshotId: string
  /** Name of the existing disk to boot from (bootSource 'disk'). */
  bootDiskAttach: string
  bootDiskName: string
  /** GiB */
  bootDiskSize: number | undefined
  disks: AdditionalDisk[]
  /** Ids of the profile's keys to install. */
  sshKeys: string[]
  nic: NicChoice
  nicName: string
  nicDescription: string
  nicVpc: string
  nicSubnet: string
  /** Blank: Nexus picks one. */
  nicIp: string
  ephemeralIp: boolean
  /** Pool name; blank: the silo's default pool. */
  ephemeralIpPool: string
  /** Names of unattached floating IPs of the project. */
  floatingIps: string[]
  /** Plain text; sent base64-encoded. */
  userData: string
  autoRestartPolicy: AutoRestartChoice
  start: boolean
  /** How many instances to make at once: more than one are named {name}-1…N. */
  count: number | undefined
}

export const toGiB = (bytes: number) => Math.ceil(bytes / GiB)
export const isUnattached = (f: FloatingIp) => !f.instanceId

/** The image or snapshot the boot disk is made from, if the source is one. */
export function bootSourceItem(values: InstanceCreateValues, pickers: InstanceCreatePickers): Image | Snapshot | undefined {
  switch (values.bootSource) {
    case 'siloImage':
      return pickers.siloImages.find((i) => i.id === values.siloImageId)
    case 'projectImage':
      return pickers.projectImages.find((i) => i.id === values.projectImageId)
    case 'snapshot':
      return pickers.snapshots.find((s) => s.id === values.snapshotId)
    case 'disk':
      return undefined
  }
}

/** The smallest boot disk (GiB) the chosen image or snapshot fits on. */
export function minBootDiskSize(values: InstanceCreateValues, pickers: InstanceCreatePickers): number {
  const item = bootSourceItem(values, pickers)
  return Math.max(DISK_SIZE_BOUNDS.min, item ? toGiB(item.size) : 0)
}

/**
 * The defaults the pickers' lists give, for the lists in (`landed`): the
 * first image as the boot source (once the boot lists are all in: silo
 * images, project images, snapshots), its size, every SSH key, the first VPC
 * and its first subnet, the default pool. A list not in gives nothing yet.
 */
export function pickerDefaults(pickers: InstanceCreatePickers, landed: ReadonlySet<PickerList>): Partial<InstanceCreateValues> {
  const defaults: Partial<InstanceCreateValues> = {}
  if (landed.has('siloImages') && landed.has('projectImages') && landed.has('snapshots')) {
    const siloImage = pickers.siloImages[0]
    const projectImage = pickers.projectImages[0]
    const snapshot = pickers.snapshots.find(isReadySnapshot)
    defaults.bootSource = siloImage ? 'siloImage' : projectImage ? 'projectImage' : snapshot ? 'snapshot' : 'disk'
    defaults.siloImageId = siloImage?.id ?? ''
    defaults.projectImageId = projectImage?.id ?? ''
    defaults.snapshotId = snapshot?.id ?? ''
    defaults.bootDiskSize = Math.max(DEFAULT_BOOT_DISK_GIB, toGiB((siloImage ?? projectImage ?? snapshot)?.size ?? 0))
  }
  if (landed.has('sshKeys')) defaults.sshKeys = pickers.sshKeys.map((k) => k.id)
  if (landed.has('vpcs')) {
    const vpc = pickers.vpcs[0]
    defaults.nicVpc = vpc?.vpc.name ?? ''
    defaults.nicSubnet = vpc?.subnets?.[0]?.name ?? ''
  }
  if (landed.has('ipPools')) defaults.ephemeralIpPool = defaultPool(pickers.ipPools)?.name ?? ''
  return defaults
}

const EVERY_LIST: ReadonlySet<PickerList> = new Set(PICKER_LISTS)

/**
 * Defaults: generated names, the first preset, and what the lists in give
 * (pickerDefaults; all of them unless `landed` says which). Before the boot
 * lists are in, the boot source is the silo's images, none chosen.
 */
export function instanceCreateDefaults(pickers: InstanceCreatePickers, landed: ReadonlySet<PickerList> = EVERY_LIST): InstanceCreateValues {
  const [general] = PRESETS
  return {
    name: generateName('instance'),
    description: '',
    preset: general.id,
    ncpus: general.ncpus,
    memory: general.memory,
    bootSource: 'siloImage',
    siloImageId: '',
    projectImageId: '',
    snapshotId: '',
    bootDiskAttach: '',
    bootDiskName: generateName('boot-disk'),
    bootDiskSize: DEFAULT_BOOT_DISK_GIB,
    disks: [],
    sshKeys: [],
    nic: 'default',
    nicName: generateName('nic'),
    nicDescription: '',
    nicVpc: '',
    nicSubnet: '',
    nicIp: '',
    ephemeralIp: true,
    ephemeralIpPool: '',
    floatingIps: [],
    userData: '',
    autoRestartPolicy: 'default',
    start: true,
    count: 1,
    ...pickerDefaults(pickers, landed),
  }
}

// ---- rules --------------------------------------------------------------------

const byteLength = (text: string) => new TextEncoder().encode(text).length

function checkCount(value: number | undefined, required: string, bounds: SizeBounds) {
  return value === undefined ? required : validateSize(value, bounds)
}

/** Names of disks this form creates (boot disk first). */
function createdDiskNames(values: InstanceCreateValues): string[] {
  const boot = values.bootSource === 'disk' ? [] : [values.bootDiskName]
  return [...boot, ...values.disks.flatMap((d) => (d.type === 'create' ? [d.name] : []))]
}

/** The disk count the instance would have, boot disk included. */
export const diskCount = (values: InstanceCreateValues) =>
  values.disks.length + (values.bootSource === 'disk' && !values.bootDiskAttach ? 0 : 1)

/**
 * A new disk's name: a valid name, not used by another disk of the form
 * (`others`) nor by a disk of the project that the page read (a big project's
 * others are the server's to refuse, with the same message).
 */
export function validateNewDiskName(name: string, others: string[], projectDisks: Disk[]): string | undefined {
  return (
    validateName(name, 'Disk name') ??
    (others.includes(name) ? instanceCreateMessages.diskNameTaken : undefined) ??
    (projectDisks.some((d) => d.name === name) ? instanceCreateMessages.diskNameExists : undefined)
  )
}

export function validateInstanceCreate(
  values: InstanceCreateValues,
  pickers: InstanceCreatePickers,
): FieldErrors<InstanceCreateValues> {
  const m = instanceCreateMessages
  const errors: FieldErrors<InstanceCreateValues> = {
    name: validateName(values.name),
    description: validateDescription(values.description),
    ncpus: checkCount(values.ncpus, m.cpusRequired, CPU_BOUNDS),
    memory: checkCount(values.memory, m.memoryRequired, MEMORY_BOUNDS),
  }

  switch (values.bootSource) {
    case 'siloImage':
      if (!values.siloImageId) errors.siloImageId = m.imageRequired
      break
    case 'projectImage':
      if (!values.projectImageId) errors.projectImageId = m.imageRequired
      break
    case 'snapshot':
      if (!values.snapshotId) errors.snapshotId = m.snapshotRequired
      break
    case 'disk':
      if (!values.bootDiskAttach) errors.bootDiskAttach = m.diskRequired
      break
  }
  if (values.bootSource !== 'disk') {
    const others = values.disks.flatMap((d) => (d.type === 'create' ? [d.name] : []))
    errors.bootDiskName = validateNewDiskName(values.bootDiskName, others, pickers.disks)
    errors.bootDiskSize = checkCount(values.bootDiskSize, m.sizeRequired, {
      ...DISK_SIZE_BOUNDS,
      min: minBootDiskSize(values, pickers),
    })
  }

  if (diskCount(values) > MAX_DISKS) errors.disks = m.tooManyDisks
  else if (validateUnique(createdDiskNames(values))) errors.disks = m.diskNameTaken

  if (values.nic === 'custom') {
    errors.nicName = validateName(values.nicName)
    errors.nicDescription = validateDescription(values.nicDescription)
    if (!values.nicVpc) errors.nicVpc = m.vpcRequired
    if (!values.nicSubnet) errors.nicSubnet = m.subnetRequired
    if (values.nicIp.trim()) errors.nicIp = validateIp(values.nicIp.trim())
  }
  // Without a default pool the choice cannot be left to Nexus.
  if (values.ephemeralIp && !values.ephemeralIpPool && pickers.ipPools.length > 0 && !defaultPool(pickers.ipPools)) {
    errors.ephemeralIpPool = m.poolRequired
  }
  errors.floatingIps = validateUnique(values.floatingIps)
  Object.assign(errors, batchErrors(values))
  if (byteLength(values.userData) > USER_DATA_MAX_BYTES) errors.userData = m.userDataTooLarge
  return errors
}

// ---- the request body ---------------------------------------------------------

/** RFC 4648 §4 base64 of the text's UTF-8 bytes (InstanceCreate.user_data). */
export function encodeUserData(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

type DiskAttachment = InstanceCreateBody['disks'][number]

function bootDisk(values: InstanceCreateValues): DiskAttachment {
  if (values.bootSource === 'disk') return { type: 'attach', name: values.bootDiskAttach }
  const diskSource: Extract<DiskAttachment, { type: 'create' }>['diskSource'] =
    values.bootSource === 'snapshot'
      ? { type: 'snapshot', snapshotId: values.snapshotId }
      : { type: 'image', imageId: values.bootSource === 'siloImage' ? values.siloImageId : values.projectImageId }
  return {
    type: 'create',
    name: values.bootDiskName,
    description: `Created as a boot disk for ${values.name}`,
    size: (values.bootDiskSize ?? 0) * GiB,
    diskSource,
  }
}

const toDiskAttachment = (disk: AdditionalDisk): DiskAttachment =>
  disk.type === 'attach'
    ? { type: 'attach', name: disk.name }
    : {
        type: 'create',
        name: disk.name,
        description: disk.description,
        size: disk.size * GiB,
        diskSource: { type: 'blank', blockSize: disk.blockSize },
      }

function networkInterfaces(values: InstanceCreateValues): InstanceCreateBody['networkInterfaces'] {
  if (values.nic !== 'custom') return { type: values.nic }
  const ip = values.nicIp.trim()
  return {
    type: 'create',
    params: [
      {
        name: values.nicName,
        description: values.nicDescription,
        vpcName: values.nicVpc,
        subnetName: values.nicSubnet,
        ...(ip ? { ip } : {}),
      },
    ],
  }
}

function externalIps(values: InstanceCreateValues): InstanceCreateBody['externalIps'] {
  const ephemeral: InstanceCreateBody['externalIps'] = values.ephemeralIp
    ? [values.ephemeralIpPool ? { type: 'ephemeral', pool: values.ephemeralIpPool } : { type: 'ephemeral' }]
    : []
  return [...ephemeral, ...values.floatingIps.map((floatingIp) => ({ type: 'floating' as const, floatingIp }))]
}

/** The InstanceCreate body (camelCase; the client turns keys into snake_case). */
export function toInstanceCreate(values: InstanceCreateValues): InstanceCreateBody {
  return {
    name: values.name,
    description: values.description,
    // Names are valid hostnames (lower-case letters, digits, dashes; ≤ 63).
    hostname: values.name,
    ncpus: values.ncpus ?? 0,
    memory: (values.memory ?? 0) * GiB,
    bootDisk: bootDisk(values),
    disks: values.disks.map(toDiskAttachment),
    networkInterfaces: networkInterfaces(values),
    externalIps: externalIps(values),
    sshPublicKeys: values.sshKeys,
    userData: values.userData ? encodeUserData(values.userData) : '',
    autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
    antiAffinityGroups: [],
    start: values.start,
  }
}

/** POST /v1/instances; marks stale the lists the new instance changes. */
export async function createInstance(project: string, values: InstanceCreateValues): Promise<Instance> {
  const instance = await api.post('/v1/instances', { query: { project }, body: toInstanceCreate(values) })
  await invalidate(
    '/v1/instances',
    '/v1/instances/{instance}',
    '/v1/instances/{instance}/anti-affinity-groups',
    '/v1/instances/{instance}/disks',
    '/v1/instances/{instance}/external-ips',
    '/v1/disks',
    '/v1/disks/{disk}',
    '/v1/floating-ips',
    '/v1/floating-ips/{floating_ip}',
    '/v1/network-interfaces',
    '/v1/network-interfaces/{interface}',
  )
  return instance
}

// ---- several at once ---------------------------------------------------------------

export const COUNT_BOUNDS: SizeBounds = { min: 1, max: 20 }
/** At most this many creates are under way at once, as the lists' bulk actions run. */
const BATCH_CONCURRENCY = 4

/** What several instances cannot share: a floating IP or a fixed private address goes to one; each name takes a -N suffix. */
function batchErrors(values: InstanceCreateValues): FieldErrors<InstanceCreateValues> {
  const count = values.count
  if (count === undefined) return { count: messages.required('Count') }
  const invalid = validateSize(count, COUNT_BOUNDS)
  if (invalid || count === 1) return { count: invalid }
  const errors: FieldErrors<InstanceCreateValues> = {}
  if (values.floatingIps.length > 0) errors.floatingIps = 'A floating IP goes to one instance: choose none to create several'
  if (values.nic === 'custom' && values.nicIp.trim()) errors.nicIp = 'An address goes to one instance: leave it blank to create several'
  if (values.disks.some((d) => d.type === 'attach') || values.bootSource === 'disk') errors.disks = 'An existing disk attaches to one instance: create new disks to create several'
  if (`${values.name}-${count}`.length > 63) errors.name = `Too long for ${count} instances: each name takes a -${count} suffix (63 characters at most)`
  return errors
}

/** The values of the i-th of several (1-based): its name and its new disks' names take the suffix. */
export function batchValues(values: InstanceCreateValues, i: number): InstanceCreateValues {
  const suffix = (name: string) => `${name}-${i}`
  return {
    ...values,
    name: suffix(values.name),
    bootDiskName: suffix(values.bootDiskName),
    disks: values.disks.map((d) => (d.type === 'create' ? { ...d, name: suffix(d.name) } : d)),
    count: 1,
  }
}

/** What a create made: one instance, or several with each failure named. */
export type CreatedInstances = { created: Instance[]; failures: Failure[]; total: number }

/**
 * One instance, or `count` of them named {name}-1…N, four at a time. A batch
 * that made none fails as a whole (the form keeps its values and says why);
 * otherwise each failure is reported with the rest.
 */
export async function createInstances(project: string, values: InstanceCreateValues): Promise<CreatedInstances> {
  const count = values.count ?? 1
  if (count <= 1) return { created: [await createInstance(project, values)], failures: [], total: 1 }
  const all = Array.from({ length: count }, (_, n) => batchValues(values, n + 1))
  const created: Instance[] = []
  const failures: Failure[] = []
  for (let start = 0; start < all.length; start += BATCH_CONCURRENCY) {
    const group = all.slice(start, start + BATCH_CONCURRENCY)
    const results = await Promise.allSettled(group.map((v) => createInstance(project, v)))
    results.forEach((r, k) => {
      if (r.status === 'fulfilled') created.push(r.value)
      else failures.push({ name: group[k].name, error: errorMessage(r.reason) })
    })
  }
  const result = { created, failures, total: count }
  if (created.length === 0) throw new Error(createdSummary(result).text)
  return result
}

export const INSTANCE_NOUN = { one: 'instance', many: 'instances' }

/** 'Created 3 instances', or 'Created 2 of 3 instances; 1 failed: web-3: …', as a bulk action says it. */
export const createdSummary = (r: CreatedInstances) =>
  bulkSummary({ done: 'Created' }, INSTANCE_NOUN, { total: r.total, failures: r.failures, notStarted: 0 })
