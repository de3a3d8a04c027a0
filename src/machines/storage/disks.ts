// Disks: the disks list's rows, a disk's details, the create form (its
// pickers, the look-up by name past them, its rules and call) and the list's
// bulk actions. A disk's own actions (delete, snapshot, attach, detach) are
// its lifecycle machine's (disk.machine.ts).
import { fromPromise } from 'xstate'
import {
  BLOCK_SIZES as LIMIT_BLOCK_SIZES,
  DEFAULT_BLOCK_SIZE as LIMIT_DEFAULT_BLOCK_SIZE,
  DISK_SIZE_GIB_BOUNDS,
  generateName,
  messages,
  validateDescription,
  validateName,
  validateSize,
} from '~/validation'
import {
  api,
  apiQueryOptions,
  fetchApi,
  firstPage,
  GiB,
  invalidate,
  PAGE_SIZE,
  PICKER_LIMIT,
  type Disk,
  type Image,
  type Instance,
  type Schema,
  type Snapshot,
} from '~/api'
import type { BulkSpec } from '../shared/bulk.rules'
import { diskDisabledReason, diskInstanceId } from '../shared/disk.rules'
import { findMachine, type FindInput } from '../shared/find.machine'
import { findByName, findMessages, isReadySnapshot, validateFindName } from '../shared/find-by-name'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'
import { cachedRead, lookUpThenRefresh } from '../shared/row-lookups'
import { readDiskSources, sourceOf, type DiskSource } from '../shared/disk-sources'

// ---- the list's rows ---------------------------------------------------------------
//
// A page of a project's disks, each with the image or snapshot it came from
// (shared/disk-sources) and the instance it is attached to. The
// page's instances are found without reading every instance of the project
// (at 5,000 instances that was twenty requests in a row before the first row
// showed): the first page of instances comes with the disks (one request, and
// in a small project it holds them all). An instance not on it is looked up by
// id, one GET each — lazily: the rows show at once, that row's instance marked
// as loading, and the list reads its page again when the lookups are in (from
// the cache, no new request).

/** A disk and the instance it is attached to (resolved from the id in its state), if any. */
export type DiskRow = {
  disk: Disk
  /** The image or snapshot it was made from; none: a blank disk. */
  source?: DiskSource
  instance?: Instance
  /** Its instance is being looked up: the list reads the page again when it is in. */
  instanceLoading?: boolean
}

/** What the rows know of instances by id: found, or being looked up. */
export type KnownInstances = { byId: Map<string, Instance>; loading: Set<string> }

export const toDiskRows = (disks: readonly Disk[], { byId, loading }: KnownInstances): DiskRow[] =>
  disks.map((disk) => {
    const id = diskInstanceId(disk)
    if (!id) return { disk }
    const instance = byId.get(id)
    return loading.has(id) && !instance ? { disk, instanceLoading: true } : { disk, instance }
  })

const instanceQuery = (id: string) => apiQueryOptions('/v1/instances/{instance}', { path: { instance: id } })

/** An instance by id as the cache has it: its data, and whether to (re)fetch it. */
export type CachedInstance = { instance?: Instance; fetch: boolean }

export function cachedInstance(id: string, now = Date.now()): CachedInstance {
  const { data, fetch } = cachedRead<Instance>(instanceQuery(id).queryKey, now)
  // A name shows even when old; one that failed shows its id.
  return { instance: data, fetch }
}

/**
 * The instances `disks` are attached to: from `known` (a first page of the
 * project's instances) or the cache where they have them. The others are
 * looked up with `lookUp` and marked loading; a stale one shows meanwhile.
 */
export function instancesOf(
  disks: readonly Disk[],
  known: readonly Instance[],
  lookUp: (ids: string[]) => void,
  cached: (id: string) => CachedInstance = cachedInstance,
): KnownInstances {
  const byId = new Map(known.map((i) => [i.id, i]))
  const loading = new Set<string>()
  for (const id of new Set(disks.map(diskInstanceId))) {
    if (!id || byId.has(id)) continue
    const { instance, fetch } = cached(id)
    if (instance) byId.set(id, instance)
    if (fetch) loading.add(id)
  }
  if (loading.size) lookUp([...loading])
  return { byId, loading }
}

/** One GET per instance, then the list (refreshing on '/v1/instances') reads its page again from the cache. */
function lookUpInstances(ids: string[]) {
  lookUpThenRefresh('/v1/instances/{instance}', (id) => fetchApi('/v1/instances/{instance}', { path: { instance: id } }), ids)
}

/** A page of the project's disks with their instances (see above). */
export const diskRowsPage =
  (project: string, lookUp: (ids: string[]) => void = lookUpInstances): FetchPage<DiskRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    const [page, known] = await Promise.all([
      fetchApi('/v1/disks', { query: { project, limit, pageToken, sortBy } }),
      fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE } }).then(
        (p) => p.items,
        (): Instance[] => [],
      ),
    ])
    // A search of every page looks up the instances of its matches only.
    const disks = keep ? page.items.filter((disk) => keep({ disk })) : page.items
    // The sources of this page's disks: one read of each list they need (shared/disk-sources).
    const sources = await readDiskSources(project, disks)
    const rows = toDiskRows(disks, instancesOf(disks, known, lookUp))
    return { ...page, items: rows.map((r) => ({ ...r, source: sourceOf(r.disk, sources) })) }
  }


// ---- a disk's details ----------------------------------------------------------------
//
// The disk, and the names of what it points at by id (the image or snapshot
// it was made from, the instance it is attached to), each read on its own. A
// name that cannot be read (deleted since, or not this user's to see) leaves
// the id to show.

export type DiskDetail = {
  disk: Disk
  /** the source's kind and name, when the disk came from an image or a snapshot */
  source?: { kind: 'image' | 'snapshot'; id: string; name?: string }
  /** the instance it is attached to (or attaching to, detaching from) */
  instance?: { id: string; name?: string }
}

const nameOf = (p: Promise<{ name: string }>) => p.then((r) => r.name).catch(() => undefined)

export async function loadDiskDetail({ project, disk: ref }: { project: string; disk: string }): Promise<DiskDetail> {
  const disk = await fetchApi('/v1/disks/{disk}', { path: { disk: ref }, query: { project } })
  const instanceId = diskInstanceId(disk)
  const [sourceName, instanceName] = await Promise.all([
    disk.imageId
      ? nameOf(fetchApi('/v1/images/{image}', { path: { image: disk.imageId } }))
      : disk.snapshotId
        ? nameOf(fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot: disk.snapshotId } }))
        : undefined,
    instanceId ? nameOf(fetchApi('/v1/instances/{instance}', { path: { instance: instanceId } })) : undefined,
  ])
  const source = disk.imageId
    ? { kind: 'image' as const, id: disk.imageId, name: sourceName }
    : disk.snapshotId
      ? { kind: 'snapshot' as const, id: disk.snapshotId, name: sourceName }
      : undefined
  return { disk, source, instance: instanceId ? { id: instanceId, name: instanceName } : undefined }
}

// ---- the create form -------------------------------------------------------------------
//
// A blank disk, or one made from a snapshot or an image. Sizes are entered in
// whole GiB and must hold the source: at least its size rounded up to a GiB,
// at most 1023 GiB.

export type BlockSize = Schema<'BlockSize'>
export type DiskSourceType = 'blank' | 'snapshot' | 'image'

/** Disk sizes Nexus accepts, in GiB. */
export const DISK_SIZE_GIB = DISK_SIZE_GIB_BOUNDS
export const BLOCK_SIZES: readonly BlockSize[] = LIMIT_BLOCK_SIZES
export const DEFAULT_BLOCK_SIZE: BlockSize = LIMIT_DEFAULT_BLOCK_SIZE
export const DEFAULT_DISK_GIB = 10

export type DiskFormValues = {
  name: string
  description: string
  source: DiskSourceType
  /** GiB; undefined while the field is empty. */
  size: number | undefined
  /** Blank disks only. */
  blockSize: BlockSize
  /** Id of the snapshot, when the source is a snapshot. */
  snapshotId: string
  /** Id of the image (project or silo), when the source is an image. */
  imageId: string
  /**
   * Snapshots and images looked up by name past the pickers' first page
   * (Nexus has no search): they join the choices (`withFound`).
   */
  found?: { snapshots?: Snapshot[]; images?: Image[] }
}

/**
 * What the pickers offer, loaded with the form: the first PICKER_LIMIT of
 * each list (one request each), and which lists hold more.
 */
export type DiskFormPickers = {
  snapshots: Snapshot[]
  projectImages: Image[]
  siloImages: Image[]
  /** Images found by name (project or silo), chosen past the first pages. */
  images?: Image[]
  /** The lists cut at PICKER_LIMIT, which the form says. */
  more?: Partial<Record<'snapshots' | 'projectImages' | 'siloImages', boolean>>
}

export const diskFormMessages = {
  sizeRequired: messages.required('Size'),
  snapshotRequired: messages.required('Snapshot'),
  imageRequired: messages.required('Image'),
  snapshotNotReady: 'Only a ready snapshot can be a disk’s source',
} as const

export const toGiB = (bytes: number) => Math.ceil(bytes / GiB)

/** The pickers' lists with what the form found by name added. */
export function withFound(values: Pick<DiskFormValues, 'found'>, pickers: DiskFormPickers): DiskFormPickers {
  const add = <T extends { id: string }>(list: T[], found: T[] = []) => [...list, ...found.filter((f) => !list.some((i) => i.id === f.id))]
  return { ...pickers, snapshots: add(pickers.snapshots, values.found?.snapshots), images: add(pickers.images ?? [], values.found?.images) }
}

/** The snapshot or image the disk is made from, if any is chosen. */
export function diskSourceItem(values: DiskFormValues, pickers: DiskFormPickers): Snapshot | Image | undefined {
  const all = withFound(values, pickers)
  if (values.source === 'snapshot') return all.snapshots.find((s) => s.id === values.snapshotId)
  if (values.source === 'image') {
    return [...all.projectImages, ...all.siloImages, ...(all.images ?? [])].find((i) => i.id === values.imageId)
  }
  return undefined
}

/**
 * A snapshot or image found by name: it joins the choices and is chosen
 * (raising the size to hold it, as a pick does).
 */
export function foundChange(
  values: DiskFormValues,
  pickers: DiskFormPickers,
  item: Snapshot | Image,
): Partial<DiskFormValues> {
  const isSnapshot = values.source === 'snapshot'
  const found = isSnapshot
    ? { ...values.found, snapshots: [...(values.found?.snapshots ?? []), item as Snapshot] }
    : { ...values.found, images: [...(values.found?.images ?? []), item as Image] }
  const next = { ...values, found }
  return { found, ...sourceChange(next, pickers, isSnapshot ? 'snapshotId' : 'imageId', item.id) }
}

/**
 * Looks a snapshot (or an image: the project's, then the silo's) up by its
 * exact name, with the messages of instance create's lookups.
 */
export async function findDiskSource(project: string, source: 'snapshot' | 'image', name: string): Promise<Snapshot | Image> {
  const invalid = validateFindName(source === 'snapshot' ? 'snapshots' : 'projectImages', name)
  if (invalid) throw new Error(invalid)
  const trimmed = name.trim()
  if (source === 'snapshot') return findByName(project, 'snapshots', trimmed) as Promise<Snapshot>
  const notFound = findMessages.notFound('siloImages', trimmed)
  return findByName(project, 'projectImages', trimmed)
    .catch(() => findByName(project, 'siloImages', trimmed))
    .catch((e: unknown) => {
      throw e instanceof Error && e.message === notFound ? new Error(`No image named ${trimmed} in this project or silo`) : e
    }) as Promise<Image>
}

/** The smallest size (GiB) the chosen source fits on. */
export function minDiskSize(values: DiskFormValues, pickers: DiskFormPickers): number {
  const item = diskSourceItem(values, pickers)
  return Math.max(DISK_SIZE_GIB.min, item ? toGiB(item.size) : 0)
}

/** The hint under the size field: the range, and where the minimum comes from. */
export function sizeDescription(values: DiskFormValues, pickers: DiskFormPickers): string {
  const min = minDiskSize(values, pickers)
  const range = `${min}–${DISK_SIZE_GIB.max} GiB`
  return min > DISK_SIZE_GIB.min ? `${range}; at least the ${values.source}’s size, ${min} GiB` : range
}

export function diskFormDefaults(pickers: DiskFormPickers): DiskFormValues {
  const image = pickers.projectImages[0] ?? pickers.siloImages[0]
  return {
    name: generateName('disk'),
    description: '',
    source: 'blank',
    size: DEFAULT_DISK_GIB,
    blockSize: DEFAULT_BLOCK_SIZE,
    snapshotId: pickers.snapshots.find(isReadySnapshot)?.id ?? '',
    imageId: image?.id ?? '',
  }
}

/**
 * Changing the source (or the snapshot or image) raises the size when it no
 * longer holds the source; the size is never lowered behind the user's back.
 * Returns every field to change, the one changed first.
 */
export function sourceChange<K extends 'source' | 'snapshotId' | 'imageId'>(
  values: DiskFormValues,
  pickers: DiskFormPickers,
  name: K,
  value: DiskFormValues[K],
): Partial<DiskFormValues> {
  const next = { ...values, [name]: value }
  const min = minDiskSize(next, pickers)
  const raise = values.size === undefined || values.size < min
  return raise ? { [name]: value, size: min } : { [name]: value }
}

export function diskFormValidator(pickers: DiskFormPickers) {
  return (values: DiskFormValues): FieldErrors<DiskFormValues> => {
    const errors: FieldErrors<DiskFormValues> = {}
    const name = validateName(values.name)
    const description = validateDescription(values.description)
    if (name) errors.name = name
    if (description) errors.description = description
    if (values.source === 'snapshot') {
      const snapshot = diskSourceItem(values, pickers) as Snapshot | undefined
      if (!snapshot) errors.snapshotId = diskFormMessages.snapshotRequired
      else if (!isReadySnapshot(snapshot)) errors.snapshotId = diskFormMessages.snapshotNotReady
    }
    if (values.source === 'image' && !diskSourceItem(values, pickers)) errors.imageId = diskFormMessages.imageRequired
    const size =
      values.size === undefined
        ? diskFormMessages.sizeRequired
        : validateSize(values.size, { min: minDiskSize(values, pickers), max: DISK_SIZE_GIB.max, unit: 'GiB' })
    if (size) errors.size = size
    return errors
  }
}

export type DiskCreateBody = Schema<'DiskCreate'>

export function diskCreateBody(values: DiskFormValues): DiskCreateBody {
  const diskSource: DiskCreateBody['diskSource'] =
    values.source === 'snapshot'
      ? { type: 'snapshot', snapshotId: values.snapshotId }
      : values.source === 'image'
        ? { type: 'image', imageId: values.imageId }
        : { type: 'blank', blockSize: values.blockSize }
  return {
    name: values.name,
    description: values.description,
    size: (values.size ?? 0) * GiB,
    diskSource,
  }
}

export async function createDisk(project: string, values: DiskFormValues): Promise<Disk> {
  const disk = await api.post('/v1/disks', { query: { project }, body: diskCreateBody(values) })
  await invalidate('/v1/disks', '/v1/disks/{disk}')
  return disk
}

export const diskFormMachine = createFormMachine<DiskFormValues, Disk>()

export function diskFormInput(project: string, pickers: DiskFormPickers): FormInput<DiskFormValues, Disk> {
  return {
    initialValues: diskFormDefaults(pickers),
    validate: diskFormValidator(pickers),
    submit: (values) => createDisk(project, values),
  }
}

/** The pickers' lists: each one's first page, one request each (never every page). */
export async function loadDiskFormPickers(project: string): Promise<DiskFormPickers> {
  const [snapshots, projectImages, siloImages] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/snapshots', { query: { project, limit } })),
    firstPage((limit) => fetchApi('/v1/images', { query: { project, limit } })),
    firstPage((limit) => fetchApi('/v1/images', { query: { limit } })),
  ])
  const lists = { snapshots, projectImages, siloImages }
  const more = Object.fromEntries(Object.entries(lists).filter(([, l]) => l.more).map(([k]) => [k, true]))
  return {
    snapshots: snapshots.items,
    projectImages: projectImages.items,
    siloImages: siloImages.items,
    ...(Object.keys(more).length ? { more } : {}),
  }
}

/** The hint under a picker whose list was cut: what it shows (undefined when it shows all). */
export function truncatedHint(pickers: DiskFormPickers, list: 'snapshots' | 'images'): string | undefined {
  const more = pickers.more ?? {}
  if (list === 'snapshots') return more.snapshots ? `The first ${PICKER_LIMIT} snapshots of this project` : undefined
  if (more.projectImages && more.siloImages) return `The first ${PICKER_LIMIT} project images and the first ${PICKER_LIMIT} silo images`
  if (more.projectImages) return `The first ${PICKER_LIMIT} images of this project, and the silo's images`
  if (more.siloImages) return `This project's images, and the first ${PICKER_LIMIT} silo images`
  return undefined
}

/**
 * The form's look-up by name, past a cut picker: the shared find machine
 * with the look-up above (a project's snapshot, or an image of the project,
 * then of the silo).
 */
export const diskSourceFindMachine = (project: string) =>
  findMachine.provide({
    actors: {
      find: fromPromise<unknown, FindInput>(({ input }) =>
        findDiskSource(project, input.scope === 'snapshot' ? 'snapshot' : 'image', input.name),
      ),
    },
  })

// ---- the list's bulk actions ---------------------------------------------------------------

export const DISK_BULK: BulkSpec<DiskRow> = {
  noun: { one: 'disk', many: 'disks' },
  keyOf: (r) => r.disk.id,
  nameOf: (r) => r.disk.name,
  actions: [
    {
      id: 'detach',
      label: 'Detach',
      doing: 'Detaching',
      done: 'Detached',
      confirm: true,
      refusal: (r) => diskDisabledReason('detach', r.disk.state),
    },
    {
      id: 'delete',
      label: 'Delete',
      doing: 'Deleting',
      done: 'Deleted',
      danger: true,
      confirm: true,
      refusal: (r) => diskDisabledReason('delete', r.disk.state),
    },
  ],
}

export const diskBulkEvent = (action: string) => ({ type: action.toUpperCase() as 'DETACH' | 'DELETE' })
