// The snapshot pages' reads: the snapshot an image is made from, and the
// disks the new-snapshot form offers (one bounded page, read before it opens).
import { fetchApi, firstPage } from '~/api'
import { snapshotDiskOptionsPage } from './snapshot-form.input'

export const fetchSnapshot = ({ project, snapshot }: { project: string; snapshot: string }) =>
  fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } })

/** The project's disks for the picker, the ones that may be snapshotted first; `more` when the page was cut. */
export const loadSnapshotDiskChoices = (project: string) =>
  firstPage((limit) => snapshotDiskOptionsPage(project)({ limit }))
