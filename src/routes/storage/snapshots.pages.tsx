// The snapshots list and its forms: a chunk of their own (snapshots.routes.tsx).
import { deleteSnapshot, SNAPSHOT_BULK, type SnapshotRow } from '~/machines/storage/snapshots'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { useBulk, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { ImageFromSnapshotForm, SnapshotForm } from '~/views/storage/snapshots/Forms'
export { imageFromSnapshotFormInput } from '~/machines/storage/images'
export { fetchSnapshot, loadSnapshotDiskChoices, snapshotFormInput, snapshotRowsPage } from '~/machines/storage/snapshots'

export function SnapshotsList({ list, params: { project } }: ListPageProps<SnapshotRow>) {
  const confirmDelete = useConfirmDelete()
  const selection = useBulk(SNAPSHOT_BULK, async (_, { name }) => {
    await deleteSnapshot(project, name)
    return { ok: true }
  })
  return (
    <SnapshotsPage
      project={project}
      list={list}
      selection={selection}
      onDelete={(s) => void confirmDelete({ noun: 'snapshot', name: s.name, remove: () => deleteSnapshot(project, s.name) })}
    />
  )
}
