// The create-disk form (used with the form machine): a blank disk, or one made
// from a snapshot or an image. Sizes are entered in whole GiB and must hold the
// source: at least its size rounded up to a GiB, at most 1023 GiB.
import { BLOCK_SIZES as LIMIT_BLOCK_SIZES, DEFAULT_BLOCK_SIZE as LIMIT_DEFAULT_BLOCK_SIZE, DISK_SIZE_GIB_BOUNDS } from '~/validation'
import { api, fetchApi, firstPage, GiB, invalidate, PICKER_LIMIT, type Disk, type Image, type Schema, type Snapshot } from '~/api'
import { generateName, messages, validateDescription, validateName, validateSize } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { findByName, findMessages, validateFindName } from '~/machines/shared/find-by-name.input'
import { isReadySnapshot } from '~/machines/shared/find-by-name.input'

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
