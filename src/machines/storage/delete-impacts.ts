// What a disk's or a snapshot's delete confirmation reads first.
import { fetchApi, firstPage, MAX_LIMIT, type Disk, type Snapshot } from '~/api'
import { nonEmpty, type DeleteImpact } from '../shared/delete-impact.rules'
import type { LinkTo } from '../shared/delete-impact'
import { diskInstanceId } from '../shared/disk.rules'

/**
 * A disk's instance (1 request, when attached: Nexus deletes only a detached
 * or faulted disk, and the row's action table says so already) and the
 * snapshots taken of it, which stay (1 request: the project's first 1,000).
 */
export async function diskDeleteImpact(project: string, disk: Pick<Disk, 'id' | 'state'>, to: { instance: LinkTo; snapshot: LinkTo }): Promise<DeleteImpact> {
  const instanceId = diskInstanceId(disk)
  const [instance, snapshots] = await Promise.all([
    instanceId ? fetchApi('/v1/instances/{instance}', { path: { instance: instanceId } }) : undefined,
    firstPage((limit) => fetchApi('/v1/snapshots', { query: { project, limit } }), MAX_LIMIT),
  ])
  const taken = snapshots.items.filter((s) => s.diskId === disk.id)
  return {
    dependents: nonEmpty([
      { noun: 'instance', relation: 'it is attached to', items: instance ? [{ name: instance.name, to: to.instance(instance.name) }] : [] },
      { noun: 'snapshot', relation: 'taken of it: they stay', items: taken.map((s) => ({ name: s.name, to: to.snapshot(s.name) })), more: snapshots.more },
    ]),
    refusal: instance ? `Attached to ${instance.name}: detach it first` : undefined,
  }
}

/**
 * The disks made from a snapshot, which stay (1 request: the project's first
 * 1,000). Images made from it cannot be told: the API's image names no source.
 */
export async function snapshotDeleteImpact(project: string, snapshot: Pick<Snapshot, 'id'>, to: { disk: LinkTo }): Promise<DeleteImpact> {
  const disks = await firstPage((limit) => fetchApi('/v1/disks', { query: { project, limit } }), MAX_LIMIT)
  const made = disks.items.filter((d) => d.snapshotId === snapshot.id)
  return {
    dependents: nonEmpty([
      { noun: 'disk', relation: 'made from it: they stay', items: made.map((d) => ({ name: d.name, to: to.disk(d.name) })), more: disks.more },
    ]),
  }
}
