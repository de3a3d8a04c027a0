// The snapshots list and its forms: a chunk of their own (snapshots.routes.tsx).
import { deleteSnapshot, SNAPSHOT_BULK, type SnapshotRow } from '~/machines/storage/snapshots'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { snapshotDeleteImpact } from '~/machines/storage/delete-impacts'
import { pb } from '~/paths'
import { useBulk, useConfirmDeleteWithImpact, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { ImageFromSnapshotForm, SnapshotForm } from '~/views/storage/snapshots/Forms'
export { imageFromSnapshotFormInput } from '~/machines/storage/images'
export { fetchSnapshot, loadSnapshotDiskChoices, snapshotFormInput, snapshotRowsPage } from '~/machines/storage/snapshots'

export function SnapshotsList({ list, params: { project } }: ListPageProps<SnapshotRow>) {
  const confirmDelete = useConfirmDeleteWithImpact()
  const selection = useBulk(SNAPSHOT_BULK, async (_, { name }) => {
    await deleteSnapshot(project, name)
    return { ok: true }
  })
  return (
    <SnapshotsPage
      project={project}
      list={list}
      selection={selection}
      onDelete={(s) =>
        void confirmDelete({
          noun: 'snapshot',
          name: s.name,
          read: () => snapshotDeleteImpact(project, s, { disk: (disk) => pb.disk({ project, disk }) }),
          impact: (impact) => ({ ...impact, message: `Delete snapshot ${s.name}? Disks made from it stay. Images made from it cannot be read back from the API (an image names no source) and are not affected.` }),
          remove: () => deleteSnapshot(project, s.name),
        })
      }
    />
  )
}
