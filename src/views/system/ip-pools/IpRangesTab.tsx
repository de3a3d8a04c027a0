import type { IpPoolRange } from '~/api'
import { rangeVersion } from '~/machines/system/ip-pools'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = { pool: string; list: ListProps<IpPoolRange>; onRemove: (range: IpPoolRange) => void }


export function IpRangesTab({ pool, list, onRemove }: Props) {
  return (
    <ResourceListPage
      headless
      title="IP ranges"
      create={{ label: 'Add range', to: pb.ipPoolRangesAdd({ pool }) }}
      empty={{ title: 'No IP ranges', body: 'Add a range to be able to allocate addresses from this pool' }}
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => `${r.range.first}–${r.range.last}`}
      columns={[
        { header: 'First', cell: (r) => <span className={mono}>{r.range.first}</span> },
        { header: 'Last', cell: (r) => <span className={mono}>{r.range.last}</span> },
        { header: 'Version', cell: (r) => <Badge variant="neutral">{`IPv${rangeVersion(r.range)}`}</Badge>, width: '7rem' },
        { header: 'Added', cell: (r) => formatDateTime(r.timeCreated), width: '12rem' },
      ]}
      rowActions={(r) => [{ label: 'Remove', danger: true, onSelect: () => onRemove(r) }]}
    />
  )
}
