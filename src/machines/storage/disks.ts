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
  apiSection,
  fetchApi,
  firstPage,
  GiB,
  invalidate,
  PAGE_SIZE,
  PICKER_LIMIT,
  type Disk,
  type Image,
  type Read,
  type Schema,
  type Snapshot,
} from '~/api'
import type { BulkSpec } from '../shared/bulk.rules'
import { diskDisabledReason, diskInstanceId } from '../shared/disk.rules'
import { findMachine, type FindInput } from '../shared/find.machine'
import { findByName, findMessages, isReadySnapshot, validateFindName } from '../shared/find-by-name'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'
import { diskSourcesSection, startDiskSources } from '../shared/disk-sources'
import { heldData, lookupSection, partSection, startPart } from '../shared/section-reads'

// ---- the list's rows ---------------------------------------------------------------
//
// A page of a project's disks: the rows are the disks alone, shown as soon as
// they are in. What they name by id are parts of the page (sections), read
// beside them and filled in when they land: the instance each is attached to
// (the project's first page of instances, started with the rows: in a small
// project it holds them all; an instance not on it is read by id, one GET
// each, after the rows) and the image or snapshot each came from
// (shared/disk-sources). At 5,000 instances, reading every instance was
// twenty requests in a row before the first row showed.

/** A row of the disks list. */
export type DiskRow = { disk: Disk }

const firstInstances = (project: string) => apiSection('/v1/instances', { query: { project, limit: PAGE_SIZE } })

/** The reads whose change brings other instances. */
export const DISK_INSTANCE_READS: Read[] = ['/v1/instances', '/v1/instances/{instance}']

/** The instances `disks` are attached to, by id: a part of the page that lists them. */
export const diskInstancesSection = (project: string, disks: readonly Disk[]) =>
  lookupSection(
    ['disk-instances', project],
    disks.map(diskInstanceId),
    {
      lists: (ask) => [ask('/v1/instances', { query: { project, limit: PAGE_SIZE } }).then((p) => p.items)],
      byId: (ask, id) => ask('/v1/instances/{instance}', { path: { instance: id } }),
      idOf: (i) => i.id,
    },
    DISK_INSTANCE_READS,
  )

/** A page of the project's disks; the lists their names come from leave with it, not waited for. */
export const diskRowsPage =
  (project: string): FetchPage<DiskRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    // (A search of every page names only its matches, when they show.)
    if (!keep) {
      startPart(firstInstances(project))
      startDiskSources(project)
    }
    const page = await fetchApi('/v1/disks', { query: { project, limit, pageToken, sortBy } })
    const rows = page.items.map((disk) => ({ disk }))
    return { ...page, items: keep ? rows.filter(keep) : rows }
  }

// ---- a disk's details ----------------------------------------------------------------
//
// The disk is the page's own read; the names of what it points at by id (the
// image or snapshot it was made from, the instance it is attached to) are
// parts of it, started as soon as the disk is in, read as the list reads them.

export async function loadDiskDetail({ project, disk: ref }: { project: string; disk: string }): Promise<Disk> {
  const disk = await fetchApi('/v1/disks/{disk}', { path: { disk: ref }, query: { project } })
  startPart(diskSourcesSection(project, [disk]))
  startPart(diskInstancesSection(project, [disk]))
  return disk
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

/** A new disk: blank, with a generated name (a snapshot or image is picked when that source is chosen). */
export function diskFormDefaults(): DiskFormValues {
  return {
    name: generateName('disk'),
    description: '',
    source: 'blank',
    size: DEFAULT_DISK_GIB,
    blockSize: DEFAULT_BLOCK_SIZE,
    snapshotId: '',
    imageId: '',
  }
}

/** The values with one field changed. */
const withValue = <K extends keyof DiskFormValues>(values: DiskFormValues, name: K, value: DiskFormValues[K]): DiskFormValues => ({ ...values, [name]: value })

/** The first choice of a source's picker: a ready snapshot, or an image (the project's first). */
function firstChoice(source: DiskSourceType, pickers: DiskFormPickers): Partial<Pick<DiskFormValues, 'snapshotId' | 'imageId'>> {
  if (source === 'snapshot') {
    const snapshot = pickers.snapshots.find(isReadySnapshot)
    return snapshot ? { snapshotId: snapshot.id } : {}
  }
  if (source === 'image') {
    const image = pickers.projectImages[0] ?? pickers.siloImages[0]
    return image ? { imageId: image.id } : {}
  }
  return {}
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
  // Choosing a source with nothing of it picked yet picks its first choice.
  const changed = withValue(values, name, value)
  const first = name === 'source' ? firstChoice(changed.source, pickers) : {}
  const picked = {
    ...(first.snapshotId && !values.snapshotId && { snapshotId: first.snapshotId }),
    ...(first.imageId && !values.imageId && { imageId: first.imageId }),
  }
  const next = { ...changed, ...picked }
  const min = minDiskSize(next, pickers)
  const raise = values.size === undefined || values.size < min
  return { [name]: value, ...picked, ...(raise ? { size: min } : {}) }
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

/** The pickers' lists, a part of the form: each one's first page, one request each (never every page). */
export const diskPickersSection = (project: string) =>
  partSection(
    ['disk-pickers', project],
    async (ask): Promise<DiskFormPickers> => {
      const [snapshots, projectImages, siloImages] = await Promise.all([
        firstPage((limit) => ask('/v1/snapshots', { query: { project, limit } })),
        firstPage((limit) => ask('/v1/images', { query: { project, limit } })),
        firstPage((limit) => ask('/v1/images', { query: { limit } })),
      ])
      const lists = { snapshots, projectImages, siloImages }
      const more = Object.fromEntries(Object.entries(lists).filter(([, l]) => l.more).map(([k]) => [k, true]))
      return {
        snapshots: snapshots.items,
        projectImages: projectImages.items,
        siloImages: siloImages.items,
        ...(Object.keys(more).length ? { more } : {}),
      }
    },
    ['/v1/snapshots', '/v1/snapshots/{snapshot}', '/v1/images', '/v1/images/{image}'],
  )

/** The form opens at once; its pickers' lists leave as it does. */
export function startDiskFormPickers(project: string): Promise<void> {
  startPart(diskPickersSection(project))
  return Promise.resolve()
}

const NO_PICKERS: DiskFormPickers = { snapshots: [], projectImages: [], siloImages: [] }

/** The new-disk form: its rules check against the pickers' lists as they stand (none while they are read). */
export function diskFormInput(project: string): FormInput<DiskFormValues, Disk> {
  const pickers = () => heldData(diskPickersSection(project)) ?? NO_PICKERS
  return {
    initialValues: diskFormDefaults(),
    validate: (values) => diskFormValidator(pickers())(values),
    submit: (values) => createDisk(project, values),
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
