import type { PhysicalDisk } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, EmptyState } from '~/views/ui'
import { css } from 'styled-system/css'
import { lifeVariant, words } from './labels'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })
const FORM_FACTOR = { u2: 'U.2', m2: 'M.2' } as const

export function PhysicalDisksTab({ list }: { list: ListProps<PhysicalDisk> }) {
  return (
    <ListTable
      label="Physical disks"
      list={list}
      rowKey={(d) => d.id}
      columns={[
        { header: 'ID', cell: (d) => <span className={mono}>{d.id}</span> },
        { header: 'Serial', cell: (d) => <span className={mono}>{d.serial}</span> },
        { header: 'Model', cell: (d) => <span className={mono}>{d.model}</span> },
        { header: 'Form factor', cell: (d) => <Badge variant="neutral">{FORM_FACTOR[d.formFactor]}</Badge> },
        { header: 'Policy', cell: (d) => <Badge variant={lifeVariant(d.policy.kind)}>{words(d.policy.kind)}</Badge> },
        { header: 'State', cell: (d) => <Badge variant={lifeVariant(d.state)}>{words(d.state)}</Badge> },
      ]}
      emptyState={<EmptyState title="No physical disks" body="The rack has no physical disks yet" />}
    />
  )
}
