// The snapshots list as its route reads it: each snapshot with the name of
// the disk it was taken from, and whether the page should keep polling.
// Apart from snapshot-form.input.ts's form, picker and calls so the route
// takes only these at boot.
import { fetchApi, PAGE_SIZE, type Disk, type Snapshot } from '~/api'
import { errorStatus } from '../shared/error-message.rules'
import type { FetchPage } from '../shared/list.machine'

/** A snapshot still being made; the list keeps polling until none is. */
export const snapshotInTransition = (s: Pick<Snapshot, 'state'>) => s.state === 'creating'

const fetchDisk = (id: string) => fetchApi('/v1/disks/{disk}', { path: { disk: id } })

/**
 * The disk a snapshot was taken from: its name, `{ deleted: true }` when the
 * project has no such disk any more, or `undefined` when the disks could not
 * be read (the row still shows).
 */
export type SnapshotDisk = { name: string } | { deleted: true } | undefined

export type SnapshotRow = Snapshot & { disk: SnapshotDisk }

export function withDisks(snapshots: readonly Snapshot[], disks: readonly Pick<Disk, 'id' | 'name'>[] | undefined): SnapshotRow[] {
  const byId = new Map(disks?.map((d) => [d.id, d.name]))
  return snapshots.map((s) => {
    if (!disks) return { ...s, disk: undefined }
    const name = byId.get(s.diskId)
    return { ...s, disk: name === undefined ? { deleted: true } : { name } }
  })
}

/**
 * The disks `snapshots` were taken from, by id: from `known` (a first page of
 * the project's disks) where it has them, else one GET by id each. `null`:
 * the disk is gone (404); missing: it could not be read.
 */
export async function snapshotDisks(
  snapshots: readonly Snapshot[],
  known: readonly Pick<Disk, 'id' | 'name'>[],
  fetchOne: (id: string) => Promise<Pick<Disk, 'id' | 'name'>>,
): Promise<Map<string, Pick<Disk, 'id' | 'name'> | null>> {
  const byId = new Map<string, Pick<Disk, 'id' | 'name'> | null>(known.map((d) => [d.id, d]))
  const missing = [...new Set(snapshots.map((s) => s.diskId))].filter((id) => !byId.has(id))
  await Promise.all(
    missing.map((id) =>
      fetchOne(id).then(
        (d) => byId.set(id, d),
        (e: unknown) => (errorStatus(e) === 404 ? byId.set(id, null) : undefined),
      ),
    ),
  )
  return byId
}

/**
 * A page of the project's snapshots, each with its disk's name. Not every disk
 * of the project (at 5,000 disks, five requests of 1,000 before a row showed):
 * a first page of disks alongside, and a GET by id for each disk not on it.
 */
export const snapshotRowsPage =
  (project: string): FetchPage<SnapshotRow> =>
  async ({ pageToken, limit, sortBy }) => {
    const [page, known] = await Promise.all([
      fetchApi('/v1/snapshots', { query: { project, limit, pageToken, sortBy } }),
      fetchApi('/v1/disks', { query: { project, limit: PAGE_SIZE } }).then(
        (p) => p.items,
        () => undefined,
      ),
    ])
    // The disks could not be read at all: every row's disk is unknown.
    if (!known) return { items: withDisks(page.items, undefined), nextPage: page.nextPage }
    const disks = await snapshotDisks(page.items, known, fetchDisk)
    return {
      items: page.items.map((s) => {
        const d = disks.get(s.diskId)
        return { ...s, disk: d === undefined ? undefined : d === null ? { deleted: true } : { name: d.name } }
      }),
      nextPage: page.nextPage,
    }
  }
