import type { ListProps } from '~/machines/shared/list.connect'
import type { InventoryWrites, UninitializedSled } from '~/machines/system/inventory'
import { ListTable } from '~/views/kit/ListTable'
import { Button, EmptyState, formatNumber } from '~/views/ui'
import { css } from 'styled-system/css'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })
const note = css({ fontSize: 'sm', color: 'fgMuted', mb: '3' })

type Props = {
  list: ListProps<UninitializedSled>
  writes: InventoryWrites
  /** Asks, then adds the sled to the rack. */
  onAdd: (sled: UninitializedSled) => void
}

/** Sleds in the rack's cubbies whose service processors answer, not yet added to the control plane. */
export function UninitializedSledsTab({ list, writes, onAdd }: Props) {
  return (
    <>
      <p className={note}>Sleds the rack sees in its cubbies but has not added. Adding one puts it into service.</p>
      <ListTable
        label="Uninitialized sleds"
        list={list}
        rowKey={(s) => `${s.baseboard.part}/${s.baseboard.serial}`}
        columns={[
          { header: 'Cubby', cell: (s) => formatNumber(s.cubby), width: '6rem' },
          { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
          { header: 'Part', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
          { header: 'Revision', cell: (s) => s.baseboard.revision, width: '6rem' },
          {
            header: 'Rack',
            cell: (s) => (
              <span className={mono} title={s.rackId}>
                {s.rackId.split('-')[0]}…
              </span>
            ),
          },
          {
            header: 'Actions',
            hideHeader: true,
            width: '9rem',
            cell: (s) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={!writes.canChange.allowed}
                disabledReason={writes.canChange.reason}
                onClick={() => onAdd(s)}
              >
                Add to rack
              </Button>
            ),
          },
        ]}
        emptyState={<EmptyState title="No uninitialized sleds" body="Every sled the rack sees has been added" />}
      />
    </>
  )
}
