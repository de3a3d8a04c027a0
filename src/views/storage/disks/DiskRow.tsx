// What a disk's row shows wherever disks are listed (the disks list, an
// instance's storage tab): its state, where it came from, and its menu read
// from the row's own disk machine.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { DiskSource } from '~/machines/shared/disk-sources'
import type { DiskStateName } from '~/machines/shared/disk.rules'
import { pb } from '~/paths'
import { mono, muted } from '~/views/ui/text'
import { diskStateLabel } from '~/machines/shared/disk.rules'
import { connectDisk, type DiskProps } from '~/machines/storage/disk.connect'
import type { DiskRowActor } from '~/machines/storage/disk.machine'
import { ActionMenu, Badge, rowActionsLabel, useCopyItems, type ActionItem, type BadgeVariant } from '~/views/ui'
import { useConnect } from '~/views/use-connect'

// Each disk state has its own colour: settled-and-in-use green,
// moving blue, idle grey, waiting for an upload purple, needs attention
// yellow, broken red.
export const DISK_STATE_COLOR: Record<DiskStateName, BadgeVariant> = {
  attached: 'success',
  attaching: 'info',
  creating: 'info',
  detaching: 'info',
  detached: 'neutral',
  destroyed: 'danger',
  faulted: 'danger',
  maintenance: 'warning',
  import_ready: 'purple',
  importing_from_url: 'info',
  importing_from_bulk_writes: 'info',
  finalizing: 'info',
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return <Badge variant={DISK_STATE_COLOR[state]}>{diskStateLabel(state)}</Badge>
}

export type DiskRowActionsProps = {
  /** The row's actor from diskRowsMachine; undefined until it has seen the row. */
  actor: DiskRowActor | undefined
  /** The menu, from the disk machine's verdicts on this row. */
  items: (disk: DiskProps) => ActionItem[]
  /** The disk's name, for the menu's accessible name. */
  name: string
}

/** A list row's menu, reading the row's own disk machine. */
export function DiskRowActions({ actor, ...menu }: DiskRowActionsProps) {
  return actor ? <RowMenu actor={actor} {...menu} /> : null
}

function RowMenu({ actor, items, name }: Omit<DiskRowActionsProps, 'actor'> & { actor: DiskRowActor }) {
  const disk = useConnect(actor, connectDisk)
  // 'Copy ID' and 'Copy name' first, as in every row menu.
  const copy = useCopyItems()
  return <ActionMenu items={[...copy({ id: disk.disk.id, name }), ...items(disk)]} label={rowActionsLabel(name)} />
}

const sourceLink = css({ color: 'fg', textDecoration: 'underline', textDecorationColor: 'border', _hover: { color: 'accent' } })
const kindClass = css({ color: 'fgMuted', fontSize: 'xs', mr: '1.5' })

/**
 * Where a disk came from: its image (linking to the image) or snapshot
 * (linking to the project’s snapshots), or 'blank'. A source
 * whose name could not be read shows its id.
 */
export function DiskSourceCell({ project, source }: { project: string; source?: DiskSource }) {
  if (!source) return <span className={muted}>blank</span>
  const kind = <span className={kindClass}>{source.kind === 'image' ? 'Image' : 'Snapshot'}</span>
  if (!source.name) {
    return (
      <span>
        {kind}
        <span className={mono}>{source.id}</span>
      </span>
    )
  }
  const link =
    source.kind === 'snapshot' ? (
      <Link to={pb.snapshots({ project })} className={sourceLink}>
        {source.name}
      </Link>
    ) : (
      <Link
        to={source.inProject ? pb.projectImageEdit({ project, image: source.name }) : pb.siloImageEdit({ image: source.name })}
        className={sourceLink}
      >
        {source.name}
      </Link>
    )
  return (
    <span>
      {kind}
      {link}
    </span>
  )
}
