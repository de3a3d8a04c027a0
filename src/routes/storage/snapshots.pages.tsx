// The snapshots list and its forms: a chunk of their own (snapshots.routes.tsx).
import type { Snapshot } from '~/api'
import {
  deleteSnapshot,
  SNAPSHOT_BULK,
  snapshotDiskChoicesSection,
  snapshotDisksSection,
  type SnapshotFormValues,
  type SnapshotRow,
} from '~/machines/storage/snapshots'
import { SnapshotForm } from '~/views/storage/snapshots/Forms'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { snapshotDeleteImpact } from '~/machines/storage/delete-impacts'
import { pb } from '~/paths'
import { useBulk, useConfirmDeleteWithImpact, useSection, type FormRouteProps, type ListPageProps } from '../kit'
import { useRowsSection } from '../fresh-section'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { ImageFromSnapshotForm } from '~/views/storage/snapshots/Forms'
export { imageFromSnapshotFormInput } from '~/machines/storage/images'
export { fetchSnapshot, snapshotFormInput, snapshotRowsPage, startSnapshotDiskChoices } from '~/machines/storage/snapshots'

export function SnapshotsList({ list, params: { project } }: ListPageProps<SnapshotRow>) {
  const confirmDelete = useConfirmDeleteWithImpact()
  const selection = useBulk(SNAPSHOT_BULK, async (_, { name }) => {
    await deleteSnapshot(project, name)
    return { ok: true }
  })
  // The disks the rows on screen were taken from: a part of the page, read after the rows.
  const disks = useRowsSection(snapshotDisksSection(project, list.filter?.rows ?? list.rows))
  return (
    <SnapshotsPage
      project={project}
      list={list}
      disks={disks}
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

/** The new-snapshot form: it opens at once; its disk picker is a part of it. */
export function SnapshotFormPage({ form, onDismiss, params }: FormRouteProps<SnapshotFormValues, Snapshot, void>) {
  const disks = useSection(snapshotDiskChoicesSection(params.project))
  return <SnapshotForm form={form} disks={disks} onDismiss={onDismiss} />
}
