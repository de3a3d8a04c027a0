// Where a disk came from: the image or snapshot it was made from, by name,
// for the lists that show disks (the disks list, an instance's storage tab).
// A part of those pages, not the rows: the rows show first, the Source
// column fills in when the names are in. Names come from one bounded page of
// each list the disks need (the project's images, the silo's images, the
// project's snapshots; the page starts them with its rows), read once however
// many rows point at them; only a source past those pages is read by id. A
// source that is gone (or not this user's to see) keeps its id and no name.
import { apiSection, PAGE_SIZE, type Disk, type Image, type Read, type Snapshot } from '~/api'
import { idsOf, lookUp, partSection, startPart, type Found } from './section-reads'

export type DiskSource =
  | { kind: 'image'; id: string; name?: string; /** a project's image (else the silo's) */ inProject?: boolean }
  | { kind: 'snapshot'; id: string; name?: string }

/** The sources the disks on screen name, by id. */
export type SourceNames = { images: Found<Image>; snapshots: Found<Snapshot> }

const projectImages = (project: string) => apiSection('/v1/images', { query: { project, limit: PAGE_SIZE } })
const siloImages = () => apiSection('/v1/images', { query: { limit: PAGE_SIZE } })
const projectSnapshots = (project: string) => apiSection('/v1/snapshots', { query: { project, limit: PAGE_SIZE } })

/**
 * Starts the lists the names come from, beside the rows (the same reads the
 * boot module sends early). An instance's disks are mostly made from images
 * (its boot disk is): its tab leaves the snapshots until a disk names one.
 */
export function startDiskSources(project: string, { snapshots = true }: { snapshots?: boolean } = {}): void {
  startPart(projectImages(project))
  startPart(siloImages())
  if (snapshots) startPart(projectSnapshots(project))
}

/** The reads whose change brings other names. */
export const DISK_SOURCE_READS: Read[] = ['/v1/images', '/v1/images/{image}', '/v1/snapshots', '/v1/snapshots/{snapshot}']

/** The names of the sources `disks` were made from: a part of the page that lists them. */
export function diskSourcesSection(project: string, disks: readonly Pick<Disk, 'imageId' | 'snapshotId'>[]) {
  const imageIds = idsOf(disks.map((d) => d.imageId))
  const snapshotIds = idsOf(disks.map((d) => d.snapshotId))
  return partSection(
    ['disk-sources', project, imageIds, snapshotIds],
    async (ask): Promise<SourceNames> => {
      const [images, snapshots] = await Promise.all([
        lookUp(ask, imageIds, {
          lists: (a) => [
            a('/v1/images', { query: { project, limit: PAGE_SIZE } }).then((p) => p.items),
            a('/v1/images', { query: { limit: PAGE_SIZE } }).then((p) => p.items),
          ],
          byId: (a, id) => a('/v1/images/{image}', { path: { image: id } }),
          idOf: (i) => i.id,
        }),
        lookUp(ask, snapshotIds, {
          lists: (a) => [a('/v1/snapshots', { query: { project, limit: PAGE_SIZE } }).then((p) => p.items)],
          byId: (a, id) => a('/v1/snapshots/{snapshot}', { path: { snapshot: id } }),
          idOf: (s) => s.id,
        }),
      ])
      return { images, snapshots }
    },
    DISK_SOURCE_READS,
  )
}

/** A disk's source, named when `names` hold it; none: a blank disk. */
export function sourceOf(disk: Pick<Disk, 'imageId' | 'snapshotId'>, names?: SourceNames): DiskSource | undefined {
  if (disk.imageId) {
    const image = names?.images.get(disk.imageId) ?? undefined
    return { kind: 'image', id: disk.imageId, name: image?.name, inProject: !!image?.projectId }
  }
  if (disk.snapshotId) return { kind: 'snapshot', id: disk.snapshotId, name: names?.snapshots.get(disk.snapshotId)?.name }
  return undefined
}
