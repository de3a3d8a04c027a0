import { Link, useNavigate } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import { IMAGE_SOURCE_NOT_READY, snapshotDisk, type SnapshotDisk, type SnapshotRow, type SnapshotState } from '~/machines/storage/snapshots'
import type { Disk } from '~/api'
import type { Section } from '~/machines/shared/section'
import type { Found } from '~/machines/shared/section-reads'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, EmptyState, PageHeader, buttonClass, formatBytes, formatDateTime, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = {
  project: string
  list: ListProps<SnapshotRow>
  /** The disks the rows were taken from, by id: a part of the page, read after the rows. */
  disks: Section<Found<Pick<Disk, 'name'>>>
  onDelete: (snapshot: SnapshotRow) => void
  selection?: ListSelection<SnapshotRow>
}

// Each snapshot state has its own colour, as the disk states do:
// being made blue, usable green, broken red, gone grey.
const colour: Record<SnapshotState, BadgeVariant> = {
  creating: 'info',
  ready: 'success',
  faulted: 'danger',
  destroyed: 'neutral',
}

function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return <Badge variant={colour[state]}>{state}</Badge>
}

const nameCell = css({ fontWeight: 'medium', whiteSpace: 'nowrap' })

function DiskCell({ disk }: { disk: SnapshotDisk }) {
  if (!disk) return <span className={muted}>—</span>
  if ('deleted' in disk) return <span className={muted}>Deleted</span>
  return <span className={css({ whiteSpace: 'nowrap' })}>{disk.name}</span>
}

export function SnapshotsPage({ project, list, disks, onDelete, selection }: Props) {
  const navigate = useNavigate()
  const newSnapshot = (
    <Link to={pb.snapshotsNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New snapshot
    </Link>
  )
  return (
    <>
      <PageHeader title="Snapshots" description="Point-in-time copies of the project's disks." actions={newSnapshot} />
      <ColumnFailure section={disks} what="the snapshots’ disks" />
      <ListTable
        label="Snapshots"
        list={list}
        selection={selection}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        columns={[
          { header: 'Name', cell: (s) => <span className={nameCell}>{s.name}</span> },
          { header: 'Description', cell: (s) => <span className={muted}>{s.description}</span> },
          { header: 'Disk', cell: (s) => sectionCell(disks, (found) => <DiskCell disk={snapshotDisk(s, found)} />) },
          { header: 'Size', cell: (s) => formatBytes(s.size), width: '7rem' },
          { header: 'State', cell: (s) => <SnapshotStateBadge state={s.state} />, width: '8rem' },
          { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '14rem' },
        ]}
        rowActions={(s) => [
          {
            label: 'Create image',
            disabled: !isReadySnapshot(s),
            disabledReason: IMAGE_SOURCE_NOT_READY,
            onSelect: () => void navigate({ to: pb.snapshotImagesNew({ project, snapshot: s.name }) }),
          },
          { label: 'Delete', danger: true, onSelect: () => onDelete(s) },
        ]}
        emptyState={
          <EmptyState
            title="No snapshots"
            body="A snapshot keeps a disk as it is now; make one to create an image or a new disk from it"
            action={newSnapshot}
          />
        }
      />
    </>
  )
}
