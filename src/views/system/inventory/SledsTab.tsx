import type { Sled } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { provisionPolicyChange, provisionPolicyLabel, type InventoryWrites } from '~/machines/system/inventory'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, EmptyState, formatBytes, formatNumber } from '~/views/ui'
import { css } from 'styled-system/css'
import { lifeVariant, provisionPolicyBadge, words } from './labels'

const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

type Props = {
  list: ListProps<Sled>
  writes: InventoryWrites
  /** Asks, then switches the sled's provision policy. */
  onChangeProvisionPolicy: (sled: Sled) => void
}

export function SledsTab({ list, writes, onChangeProvisionPolicy }: Props) {
  return (
    <ListTable
      label="Sleds"
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => `sled ${s.baseboard.serial}`}
      columns={[
        {
          header: 'ID',
          // The id opens the sled's instances.
          cell: (s) => (
            <span className={mono}>
              <NameLink to={pb.sledInstances({ sledId: s.id })}>{s.id}</NameLink>
            </span>
          ),
        },
        { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
        { header: 'Part', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
        {
          header: 'Rack',
          // A rack's id is long and the same for every sled of a one-rack fleet: its first part tells racks apart.
          cell: (s) => (
            <span className={mono} title={s.rackId}>
              {s.rackId.split('-')[0]}…
            </span>
          ),
        },
        { header: 'Hardware threads', cell: (s) => formatNumber(s.usableHardwareThreads) },
        { header: 'Physical RAM', cell: (s) => formatBytes(s.usablePhysicalRam) },
        {
          header: 'Provision policy',
          cell: (s) => {
            const b = provisionPolicyBadge(s)
            return <Badge variant={b.variant}>{b.text}</Badge>
          },
        },
        { header: 'State', cell: (s) => <Badge variant={lifeVariant(s.state)}>{words(s.state)}</Badge> },
      ]}
      rowActions={(s) => {
        const { to, allowed } = provisionPolicyChange(s, writes)
        return [
          {
            label: `Mark ${provisionPolicyLabel(to)}`,
            disabled: !allowed.allowed,
            disabledReason: allowed.reason,
            onSelect: () => onChangeProvisionPolicy(s),
          },
        ]
      }}
      emptyState={<EmptyState title="No sleds" body="The rack has no sleds yet" />}
    />
  )
}
