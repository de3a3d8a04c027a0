// The snapshots list and its forms: a chunk of their own (snapshots.routes.tsx).
import type { Image, Snapshot } from '~/api'
import type { ImageFromSnapshotValues } from '~/machines/storage/image-actions'
import {
  deleteSnapshot,
  snapshotDiskOptionsPage,
  type SnapshotDiskOption,
  type SnapshotFormValues,
  type SnapshotRow,
} from '~/machines/storage/snapshot-form'
import { ImageFromSnapshotForm } from '~/views/storage/images/ImageFromSnapshotForm'
import { SnapshotForm } from '~/views/storage/snapshots/SnapshotForm'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { useConfirmDelete, useListPage, type FormRouteProps, type ListPageProps } from '../kit'

export function SnapshotsList({ list, params: { project } }: ListPageProps<SnapshotRow>) {
  const confirmDelete = useConfirmDelete()
  return (
    <SnapshotsPage
      project={project}
      list={list}
      onDelete={(s) => void confirmDelete({ noun: 'snapshot', name: s.name, remove: () => deleteSnapshot(project, s.name) })}
    />
  )
}

export function SnapshotFormPage({ form, onDismiss, params: { project } }: FormRouteProps<SnapshotFormValues, Snapshot, unknown>) {
  const { list: disks } = useListPage<SnapshotDiskOption>({ fetchPage: snapshotDiskOptionsPage(project) })
  return (
    <SnapshotForm
      form={form}
      disks={disks.isLoading || disks.error ? undefined : disks.rows}
      more={disks.canNext}
      loadError={disks.error}
      onDismiss={onDismiss}
    />
  )
}

export function ImageFromSnapshotFormPage({ form, onDismiss, loaded }: FormRouteProps<ImageFromSnapshotValues, Image, Snapshot>) {
  return <ImageFromSnapshotForm snapshot={loaded.name} form={form} onDismiss={onDismiss} />
}
