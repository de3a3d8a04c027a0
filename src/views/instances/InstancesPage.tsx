import type { Instance } from '~/api'
import type { ListProps } from '~/machines/list.connect'
import { ListTable } from '~/views/lists/ListTable'
import { Badge, EmptyState, PageHeader, formatBytes, formatDateTime, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'

// Each run state has its own colour (spec §3).
const stateColor: Record<Instance['runState'], BadgeVariant> = {
  creating: 'info',
  starting: 'info',
  running: 'success',
  rebooting: 'info',
  migrating: 'purple',
  repairing: 'warning',
  stopping: 'warning',
  stopped: 'neutral',
  failed: 'danger',
  destroyed: 'neutral',
}

export function InstancesPage({ list }: { list: ListProps<Instance> }) {
  return (
    <>
      <PageHeader title="Instances" />
      <ListTable
        label="Instances"
        list={list}
        rowKey={(i) => i.id}
        columns={[
          { header: 'Name', cell: (i) => <span className={css({ fontWeight: 'medium' })}>{i.name}</span> },
          { header: 'CPU', cell: (i) => `${i.ncpus} vCPU`, width: '7rem' },
          { header: 'Memory', cell: (i) => formatBytes(i.memory), width: '8rem' },
          { header: 'State', cell: (i) => <Badge variant={stateColor[i.runState]}>{i.runState}</Badge>, width: '9rem' },
          { header: 'Created', cell: (i) => formatDateTime(i.timeCreated), width: '14rem' },
        ]}
        emptyState={<EmptyState title="No instances" body="You need to create an instance to be able to see it here" />}
      />
    </>
  )
}
