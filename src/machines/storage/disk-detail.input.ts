// A disk's details side modal: the disk, and the names of what it points at by
// id (the image or snapshot it was made from, the instance it is attached
// to), each read on its own. A name that cannot be read (deleted since, or
// not this user's to see) leaves the id to show.
import { fetchApi } from '~/api'
import type { Disk } from '~/api'

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
  const instanceId = 'instance' in disk.state ? disk.state.instance : undefined
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
