import { connectDisk, type DiskProps } from '~/machines/disk.connect'
import type { DiskRowActor } from '~/machines/disk-rows.machine'
import { ActionMenu, type ActionItem } from '~/views/ui'
import { useConnect } from '~/views/use-connect'

export type DiskRowActionsProps = {
  /** The row's actor from diskRowsMachine; undefined until it has seen the row. */
  actor: DiskRowActor | undefined
  /** The menu, from the disk machine's verdicts on this row. */
  items: (disk: DiskProps) => ActionItem[]
}

/** A list row's menu, reading the row's own disk machine. */
export function DiskRowActions({ actor, items }: DiskRowActionsProps) {
  return actor ? <RowMenu actor={actor} items={items} /> : null
}

function RowMenu({ actor, items }: { actor: DiskRowActor; items: DiskRowActionsProps['items'] }) {
  return <ActionMenu items={items(useConnect(actor, connectDisk))} />
}
