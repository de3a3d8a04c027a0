import type { Switch } from '~/machines/system/switch-ports'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { EmptyState } from '~/views/ui'
import { css } from 'styled-system/css'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

/** The rack switches: the id opens the switch's page. */
export function SwitchesTab({ list }: { list: ListProps<Switch> }) {
  return (
    <ListTable
      label="Switches"
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => `switch ${s.baseboard.serial}`}
      columns={[
        {
          header: 'ID',
          cell: (s) => (
            <span className={mono}>
              <NameLink to={pb.inventorySwitch({ switchId: s.id })}>{s.id}</NameLink>
            </span>
          ),
        },
        {
          header: 'Rack',
          // One rack's switches share it: its first part tells racks apart, the whole id is its title.
          cell: (s) => (
            <span className={mono} title={s.rackId}>
              {s.rackId.split('-')[0]}…
            </span>
          ),
        },
        { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
        { header: 'Model (part)', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
        { header: 'Revision', cell: (s) => s.baseboard.revision, width: '7rem' },
      ]}
      emptyState={<EmptyState title="No switches" body="The rack reports no switches" />}
    />
  )
}
