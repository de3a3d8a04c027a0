import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { text } from 'styled-system/recipes'
import type { DiskProps } from '~/machines/storage/disk.connect'
import type { DiskRowActor } from '~/machines/storage/disk.machine'
import type { DiskRow } from '~/machines/storage/disks'
import { sourceOf, type SourceNames } from '~/machines/shared/disk-sources'
import { diskInstanceId } from '~/machines/shared/disk.rules'
import type { Found } from '~/machines/shared/section-reads'
import type { Section } from '~/machines/shared/section'
import type { Instance } from '~/api'
import type { Permission } from '~/machines/shared/permission.rules'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import { NameLink } from '~/views/kit/NameLink'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { EmptyState, PageHeader, buttonClass, formatBytes, formatDateTime, type ActionItem } from '~/views/ui'
import { DiskRowActions, DiskSourceCell, DiskStateBadge } from './DiskRow'

export type { DiskRow }

// ---- a row's menu -----------------------------------------------------------------
//
// From the disk machine's verdicts (disk.connect) and, for Detach, the
// instance's: nothing here decides whether an action is allowed.

export type DiskItemHandlers = {
  snapshot: (disk: DiskProps) => void
  delete: (disk: DiskProps) => void
  detach: (disk: DiskProps) => void
}

const item = (label: string, allowed: boolean, reason: string | undefined, onSelect: () => void, danger = false): ActionItem => ({
  label,
  onSelect,
  disabled: !allowed,
  disabledReason: allowed ? undefined : reason,
  // A disabled item reads as disabled, not as a threat.
  danger: danger && allowed,
})

/**
 * Snapshot, Detach (only for a disk on an instance: `detach` undefined leaves
 * it out) and Delete. Attach is not offered here: it needs an instance picker,
 * and the instance's storage tab has one.
 */
export function diskListItems(disk: DiskProps, detach: Permission | undefined, on: DiskItemHandlers): ActionItem[] {
  const { snapshot, delete: del } = disk.actions
  return [
    item(disk.pending === 'snapshot' ? 'Snapshotting…' : 'Snapshot', snapshot.enabled, snapshot.reason, () => on.snapshot(disk)),
    ...(detach
      ? [item(disk.pending === 'detach' ? 'Detaching…' : 'Detach', detach.allowed, detach.reason ?? 'In progress', () => on.detach(disk))]
      : []),
    item(disk.pending === 'delete' ? 'Deleting…' : 'Delete', del.enabled, del.reason, () => on.delete(disk), true),
  ]
}

// ---- the list --------------------------------------------------------------------

type Props = {
  project: string
  list: ListProps<DiskRow>
  selection?: ListSelection<DiskRow>
  /** The row's disk machine (actions ask it), once the rows machine has seen the row. */
  rowActor: (id: string) => DiskRowActor | undefined
  /** The instances the rows are attached to, and the sources they were made from: parts of the page, read after the rows. */
  instances: Section<Found<Instance>>
  sources: Section<SourceNames>
  /** Whether Detach is open for the row (its instance's rules too); undefined: no Detach item. */
  detachPermission: (row: DiskRow, disk: DiskProps) => Permission | undefined
  onSnapshot: (disk: DiskProps) => void
  onDetach: (disk: DiskProps) => void
  onDelete: (disk: DiskProps) => void
}

const monoMuted = text({ mono: true, tone: 'muted' })
const linkClass = css({ color: 'fg', textDecoration: 'underline', textDecorationColor: 'border', _hover: { color: 'accent' } })

export function DisksPage({ project, list, selection, rowActor, instances, sources, detachPermission, onSnapshot, onDetach, onDelete }: Props) {
  const newDisk = (
    <Link to={pb.disksNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New disk
    </Link>
  )
  const handlers = { snapshot: onSnapshot, detach: onDetach, delete: onDelete }
  const items = (row: DiskRow) => (disk: DiskProps) => diskListItems(disk, detachPermission(row, disk), handlers)
  return (
    <>
      <PageHeader title="Disks" actions={newDisk} />
      <ColumnFailure section={instances} what="the disks’ instances" />
      <ColumnFailure section={sources} what="the disks’ sources" />
      <ListTable
        label="Disks"
        list={list}
        selection={selection}
        rowKey={(r) => r.disk.id}
        columns={[
          // The name opens the disk's details (a side modal with its own URL).
          { header: 'Name', cell: ({ disk }) => <NameLink to={pb.disk({ project, disk: disk.name })}>{disk.name}</NameLink> },
          { header: 'Size', cell: ({ disk }) => formatBytes(disk.size), width: '7rem' },
          { header: 'State', cell: ({ disk }) => <DiskStateBadge state={disk.state.state} />, width: '13rem' },
          {
            header: 'Source',
            cell: ({ disk }) =>
              disk.imageId || disk.snapshotId
                ? sectionCell(sources, (names) => <DiskSourceCell project={project} source={sourceOf(disk, names)} />)
                : <DiskSourceCell project={project} />,
          },
          {
            header: 'Attached to',
            cell: ({ disk }) => {
              const id = diskInstanceId(disk)
              if (!id) return '—'
              return sectionCell(instances, (found) => {
                const instance = found.get(id)
                // An instance this user cannot read (or just gone): its id, at least.
                if (!instance) return <span className={monoMuted}>{id}</span>
                return (
                  <Link to={pb.instance({ project, instance: instance.name })} className={linkClass}>
                    {instance.name}
                  </Link>
                )
              })
            },
          },
          { header: 'Created', cell: ({ disk }) => formatDateTime(disk.timeCreated), width: '12rem' },
          {
            header: 'Actions',
            hideHeader: true,
            width: '3rem',
            cell: (row) => <DiskRowActions actor={rowActor(row.disk.id)} name={row.disk.name} items={items(row)} />,
          },
        ]}
        emptyState={<EmptyState title="No disks" body="You need to create a disk to be able to see it here" action={newDisk} />}
      />
    </>
  )
}
