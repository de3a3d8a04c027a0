// The snapshots list: a chunk of its own (snapshots.routes.tsx). Its forms are views themselves.
import { deleteSnapshot, type SnapshotRow } from '~/machines/storage/snapshot-form.input'
import { SnapshotsPage } from '~/views/storage/snapshots/SnapshotsPage'
import { useConfirmDelete, type ListPageProps } from '../kit'

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
