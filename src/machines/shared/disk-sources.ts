// Where a disk came from: the image or snapshot it was made from, by name,
// for the lists that show disks (the disks list, an instance's storage tab).
// Names come from one bounded page of each list the disks need (the
// project's images, the silo's images, the project's snapshots), read once
// however many rows point at them; only a source past those pages is read by
// id. A source that cannot be read (deleted since, or not this user's to
// see) keeps its id and no name.
import { fetchApi, PAGE_SIZE, type Disk, type Image, type Snapshot } from '~/api'

export type DiskSource =
  | { kind: 'image'; id: string; name?: string; /** a project's image (else the silo's) */ inProject?: boolean }
  | { kind: 'snapshot'; id: string; name?: string }

/** A disk with its source; none: a blank disk. */
export type SourcedDisk = Disk & { source?: DiskSource }

const orEmpty = <T>(p: Promise<{ items: T[] }>): Promise<T[]> => p.then((r) => r.items).catch((): T[] => [])
const orUndefined = <T>(p: Promise<T>): Promise<T | undefined> => p.catch(() => undefined)

/** The images and snapshots that `disks` name, by id, read as said above. */
export async function readDiskSources(
  project: string,
  disks: readonly Pick<Disk, 'imageId' | 'snapshotId'>[],
): Promise<{ images: Map<string, Image>; snapshots: Map<string, Snapshot> }> {
  const imageIds = new Set(disks.flatMap((d) => (d.imageId ? [d.imageId] : [])))
  const snapshotIds = new Set(disks.flatMap((d) => (d.snapshotId ? [d.snapshotId] : [])))
  const [projectImages, siloImages, snapshotList] = await Promise.all([
    imageIds.size ? orEmpty(fetchApi('/v1/images', { query: { project, limit: PAGE_SIZE } })) : [],
    imageIds.size ? orEmpty(fetchApi('/v1/images', { query: { limit: PAGE_SIZE } })) : [],
    snapshotIds.size ? orEmpty(fetchApi('/v1/snapshots', { query: { project, limit: PAGE_SIZE } })) : [],
  ])
  const images = new Map([...projectImages, ...siloImages].map((i) => [i.id, i]))
  const snapshots = new Map(snapshotList.map((s) => [s.id, s]))
  const [moreImages, moreSnapshots] = await Promise.all([
    Promise.all(
      [...imageIds].filter((id) => !images.has(id)).map((id) => orUndefined(fetchApi('/v1/images/{image}', { path: { image: id } }))),
    ),
    Promise.all(
      [...snapshotIds]
        .filter((id) => !snapshots.has(id))
        .map((id) => orUndefined(fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot: id } }))),
    ),
  ])
  for (const i of moreImages) if (i) images.set(i.id, i)
  for (const s of moreSnapshots) if (s) snapshots.set(s.id, s)
  return { images, snapshots }
}

/** A disk's source from what readDiskSources found. */
export function sourceOf(
  disk: Pick<Disk, 'imageId' | 'snapshotId'>,
  found: Awaited<ReturnType<typeof readDiskSources>>,
): DiskSource | undefined {
  if (disk.imageId) {
    const image = found.images.get(disk.imageId)
    return { kind: 'image', id: disk.imageId, name: image?.name, inProject: !!image?.projectId }
  }
  if (disk.snapshotId) return { kind: 'snapshot', id: disk.snapshotId, name: found.snapshots.get(disk.snapshotId)?.name }
  return undefined
}

/** `disks`, each with its source. */
export async function withSources<D extends Disk>(project: string, disks: readonly D[]): Promise<(D & { source?: DiskSource })[]> {
  const found = await readDiskSources(project, disks)
  return disks.map((d) => ({ ...d, source: sourceOf(d, found) }))
}
