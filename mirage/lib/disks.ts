// Making a disk, alone (POST /v1/disks) or while creating an instance: the
// body as Dropshot reads it, then Nexus's checks, then the row.
import type { components } from '../../src/api/generated/nexus'
import type { Row, Store } from '../store'
import { canReadProject } from './authz'
import { field, intValue, nameValue, object, strValue, tagged, uuid } from './body'
import { alreadyExists, badRequest, invalidRequest, invalidValue, notFound } from './errors'
import { isUuid, lookupInProject, type Kind, type LookupCtx } from './lookup'

type DiskState = components['schemas']['DiskState']

export const GiB = 1024 ** 3
/** Nexus's bounds on a disk's size (MIN_DISK_SIZE_BYTES, MAX_DISK_SIZE_BYTES). */
export const MIN_DISK_SIZE = GiB
export const MAX_DISK_SIZE = 1023 * GiB
const BLOCK_SIZES = [512, 2048, 4096]

export const DISK: Kind<'disk'> = { table: 'disk', kind: 'disk', label: 'disk' }
export const SNAPSHOT: Kind<'snapshot'> = { table: 'snapshot', kind: 'snapshot', label: 'snapshot' }
export const IMAGE: Kind<'image'> = { table: 'image', kind: 'image', label: 'image' }

export type DiskSource =
  | { type: 'blank' | 'importing_blocks'; blockSize: number }
  | { type: 'snapshot'; snapshotId: string }
  | { type: 'image'; imageId: string }

export interface DiskCreate {
  name: string
  description: string
  size: number
  source: DiskSource
}

/** Where a field sits, for messages: `disk_source` at the top, `disks[1].disk_source` nested. */
const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

function blockSize(value: unknown, path: string): number {
  const n = intValue(value, path, 'u32')
  if (!BLOCK_SIZES.includes(n)) {
    throw badRequest(`unable to parse JSON body: ${path}: invalid value: integer \`${n}\`, expected one of 512, 2048, 4096`)
  }
  return n
}

export function parseDiskSource(value: unknown, path: string): DiskSource {
  const { type, fields } = tagged(value, path, ['blank', 'snapshot', 'image', 'importing_blocks'] as const)
  if (type === 'snapshot') return { type, snapshotId: uuid(field(fields, 'snapshot_id', path), `${path}.snapshot_id`) }
  if (type === 'image') return { type, imageId: uuid(field(fields, 'image_id', path), `${path}.image_id`) }
  return { type, blockSize: blockSize(field(fields, 'block_size', path), `${path}.block_size`) }
}

/** A `DiskCreate` (or the `create` kind of `InstanceDiskAttachment`) at `path` ('' for a whole body). */
export function parseDiskCreate(value: unknown, path = ''): DiskCreate {
  const obj = object(value, path || 'body')
  return {
    name: nameValue(field(obj, 'name', path), at(path, 'name')),
    description: strValue(field(obj, 'description', path), at(path, 'description')),
    size: intValue(field(obj, 'size', path), at(path, 'size'), 'u64'),
    source: parseDiskSource(field(obj, 'disk_source', path), at(path, 'disk_source')),
  }
}

/** An image by id (silo or project image), by name in a project, or by name among the silo's images. */
export function lookupImage(ctx: LookupCtx, value: string, project: string | null): Row<'image'> {
  if (project) return lookupInProject(ctx, IMAGE, value, project)
  const { store, actor } = ctx
  const image = store.first('image', (i) => (isUuid(value) ? i.id === value : i.name === value && i.projectId === null))
  const owner = image?.projectId ? store.find('project', image.projectId) : undefined
  const visible =
    image && image.siloId === actor.silo.id && (image.projectId === null || (owner && canReadProject(store, actor, owner)))
  if (!image || !visible) throw notFound('image', isUuid(value) ? { id: value } : { name: value })
  return image
}

export interface CheckedDisk extends DiskCreate {
  blockSize: number
  imageId: string | null
  snapshotId: string | null
  /** the state the disk is made in */
  state: DiskState
}

/**
 * Nexus's checks for a new disk in `project`, before anything is written.
 * `claimed` holds names already taken by earlier disks of the same request.
 */
export function checkDiskCreate(
  ctx: LookupCtx,
  project: Row<'project'>,
  d: DiskCreate,
  claimed: ReadonlySet<string> = new Set(),
): CheckedDisk {
  const { store } = ctx
  if (claimed.has(d.name) || store.first('disk', (x) => x.projectId === project.id && x.name === d.name)) {
    throw alreadyExists('disk', d.name)
  }
  let blockSize = 4096
  let imageId: string | null = null
  let snapshotId: string | null = null
  let state: DiskState = { state: 'detached' }
  const src = d.source
  if (src.type === 'snapshot') {
    const snap = lookupInProject(ctx, SNAPSHOT, src.snapshotId, null)
    if (snap.state !== 'ready') throw invalidRequest(`snapshot ${snap.id} is in state ${snap.state}, not ready`)
    if (snap.size > d.size) {
      throw invalidRequest(`disk size ${d.size} must be greater than or equal to snapshot size ${snap.size}`)
    }
    blockSize = store.find('disk', snap.disk_id)?.block_size ?? 4096
    snapshotId = snap.id
  } else if (src.type === 'image') {
    const image = lookupImage(ctx, src.imageId, null)
    if (image.size > d.size) {
      throw invalidRequest(`disk size ${d.size} must be greater than or equal to image size ${image.size}`)
    }
    blockSize = image.block_size
    imageId = image.id
  } else {
    blockSize = src.blockSize
    if (src.type === 'importing_blocks') state = { state: 'import_ready' }
  }
  if (d.size % blockSize !== 0) throw invalidValue('size', `total size must be a multiple of block size ${blockSize}`)
  if (d.size < MIN_DISK_SIZE) throw invalidValue('size', 'total size must be at least 1 GiB')
  if (d.size % MIN_DISK_SIZE !== 0) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  if (d.size > MAX_DISK_SIZE) throw invalidValue('size', 'total size must be less than 1023 GiB')
  return { ...d, blockSize, imageId, snapshotId, state }
}

export function insertDisk(store: Store, project: Row<'project'>, d: CheckedDisk, state: DiskState = d.state): Row<'disk'> {
  const t = new Date().toISOString()
  return store.create('disk', {
    projectId: project.id,
    name: d.name,
    description: d.description,
    size: d.size,
    block_size: d.blockSize,
    device_path: `/mnt/${d.name}`,
    state,
    image_id: d.imageId,
    snapshot_id: d.snapshotId,
    time_created: t,
    time_modified: t,
  })
}

/** The instance a disk is attached (or attaching, or detaching) to, if any. */
export const diskInstanceId = (d: Row<'disk'>): string | null => ('instance' in d.state ? d.state.instance : null)
