import type { Rack } from '~/machines/system/switch-ports'
import type { ListProps } from '~/machines/shared/list.connect'
import { ListTable } from '~/views/kit/ListTable'
import { CopyToClipboard, EmptyState, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

/** The fleet's racks: Nexus says little of a rack beyond its id and age. */
export function RacksTab({ list }: { list: ListProps<Rack> }) {
  return (
    <ListTable
      label="Racks"
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => `rack ${r.id}`}
      columns={[
        {
          header: 'ID',
          cell: (r) => (
            <span className={mono}>
              {r.id} <CopyToClipboard text={r.id} label="Copy rack ID" />
            </span>
          ),
        },
        { header: 'Created', cell: (r) => formatDateTime(r.timeCreated), width: '14rem' },
        { header: 'Modified', cell: (r) => formatDateTime(r.timeModified), width: '14rem' },
      ]}
      emptyState={<EmptyState title="No racks" body="The fleet has no racks yet" />}
    />
  )
}
