import { connectDisk, type DiskProps } from '~/machines/storage/disk.connect'
import type { DiskRowActor } from '~/machines/storage/disk-rows.machine'
import { ActionMenu, rowActionsLabel, useCopyItems, type ActionItem } from '~/views/ui'
import { useConnect } from '~/views/use-connect'

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
