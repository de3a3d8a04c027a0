import type { Disk } from '~/api'
import { sourceOf, type SourceNames } from '~/machines/shared/disk-sources'
import type { Section as Part } from '~/machines/shared/section'
import type { DiskProps } from '~/machines/storage/disk.connect'
import type { DiskRowActor } from '~/machines/storage/disk.machine'
import type { ListProps } from '~/machines/shared/list.connect'
import type { DiskRowAction } from '~/machines/compute/instance-storage'
import type { Permission } from '~/machines/shared/permission.rules'
import { DiskRowActions, DiskSourceCell, DiskStateBadge } from '~/views/storage/disks/DiskRow'
import { ListTable } from '~/views/kit/ListTable'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { Button, EmptyState, Section, Table, formatBytes, formatDateTime, type ActionItem, type Column } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  /** For the links to the disks' sources. */
  project: string
  /** The instance's boot disk (none, or one) … */
  bootDisks: Disk[]
  /** … and its other disks, with the list's paging. */
  otherDisks: ListProps<Disk>
  /** The images and snapshots the disks were made from: a part of the tab, read after the rows. */
  sources: Part<SourceNames>
  /** The row's disk machine, once the rows machine has seen the row. */
  rowActor: (id: string) => DiskRowActor | undefined
  /** What each row may do, and why not (the instance's verdicts and the row's disk machine's). */
  permissions: (disk: DiskProps) => Record<DiskRowAction, Permission>
  attach: Permission
  onDetach: (disk: DiskProps) => void
  onSnapshot: (disk: DiskProps) => void
  onSetBootDisk: (disk: Disk) => void
  onUnsetBootDisk: (disk: Disk) => void
  onAttachExisting: () => void
  onCreateNew: () => void
}

const dataColumns = (project: string, sources: Part<SourceNames>): Column<Disk>[] => [
  { header: 'Name', cell: (d) => <span className={css({ fontWeight: 'medium' })}>{d.name}</span> },
  { header: 'Size', cell: (d) => formatBytes(d.size), width: '8rem' },
  { header: 'State', cell: (d) => <DiskStateBadge state={d.state.state} />, width: '11rem' },
  {
    header: 'Source',
    cell: (d) =>
      d.imageId || d.snapshotId ? (
        sectionCell(sources, (names) => <DiskSourceCell project={project} source={sourceOf(d, names)} />)
      ) : (
        <DiskSourceCell project={project} />
      ),
  },
  { header: 'Created', cell: (d) => formatDateTime(d.timeCreated), width: '14rem' },
]

export function StorageTab(p: Props) {
  const item = (label: string, perm: Permission, onSelect: () => void, danger = false): ActionItem => ({
    label,
    onSelect,
    disabled: !perm.allowed,
    disabledReason: perm.reason,
    // A disabled item reads as disabled, not as a threat.
    danger: danger && perm.allowed,
  })
  const rowItems =
    (isBoot: boolean) =>
    (d: DiskProps): ActionItem[] => {
      const can = p.permissions(d)
      return [
        isBoot
          ? item('Unset as boot disk', can.unsetAsBootDisk, () => p.onUnsetBootDisk(d.disk))
          : item('Set as boot disk', can.setAsBootDisk, () => p.onSetBootDisk(d.disk)),
        item(d.pending === 'snapshot' ? 'Snapshotting…' : 'Snapshot', can.snapshot, () => p.onSnapshot(d)),
        item(d.pending === 'detach' ? 'Detaching…' : 'Detach', can.detach, () => p.onDetach(d), true),
      ]
    }
  // Each row's menu reads that row's disk machine.
  const columns = (isBoot: boolean): Column<Disk>[] => [
    ...dataColumns(p.project, p.sources),
    {
      header: 'Actions',
      hideHeader: true,
      width: '3rem',
      cell: (d) => <DiskRowActions actor={p.rowActor(d.id)} name={d.name} items={rowItems(isBoot)} />,
    },
  ]

  return (
    <>
      <ColumnFailure section={p.sources} what="the disks’ sources" />
      <Section title="Boot disk">
        <Table
          label="Boot disk"
          columns={columns(true)}
          rows={p.bootDisks}
          rowKey={(d) => d.id}
          loading={p.otherDisks.isLoading}
          emptyState={
            <EmptyState title="No boot disk set" body="The instance boots from its first disk; set one to choose" />
          }
        />
      </Section>
      <Section
        title="Other disks"
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={!p.attach.allowed}
              disabledReason={p.attach.reason}
              onClick={p.onAttachExisting}
            >
              Attach existing disk
            </Button>
            <Button size="sm" disabled={!p.attach.allowed} disabledReason={p.attach.reason} onClick={p.onCreateNew}>
              Create new disk
            </Button>
          </>
        }
      >
        <ListTable
          label="Other disks"
          list={p.otherDisks}
          columns={columns(false)}
          rowKey={(d) => d.id}
          emptyState={<EmptyState title="No other disks" body="Attach a disk to see it here" />}
        />
      </Section>
    </>
  )
}
