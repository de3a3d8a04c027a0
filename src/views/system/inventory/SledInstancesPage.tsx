import type { Sled, SledInstance } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { provisionPolicyChange, provisionPolicyLabel, type InventoryWrites } from '~/machines/system/inventory'
import { pb } from '~/paths'
import { RunStateBadge } from '~/views/compute/instances/RunStateBadge'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, Button, EmptyState, PageHeader, PropertiesTable, formatBytes, formatDateTime, formatNumber, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { lifeVariant, provisionPolicyBadge, words } from './InventoryPage'

type Props = {
  sled: Sled
  list: ListProps<SledInstance>
  writes: InventoryWrites
  /** Asks, then switches the sled's provision policy. */
  onChangeProvisionPolicy: () => void
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs' })

/** A sled and the instances it runs, from every silo (an operator's view: names, not links into silos). */
export function SledInstancesPage({ sled, list, writes, onChangeProvisionPolicy }: Props) {
  const policy = provisionPolicyBadge(sled)
  const change = provisionPolicyChange(sled, writes)
  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        description="Instances running on this sled"
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={!change.allowed.allowed}
            disabledReason={change.allowed.reason}
            onClick={onChangeProvisionPolicy}
          >
            Mark {provisionPolicyLabel(change.to)}
          </Button>
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(sled.id, 'sled'),
          { label: 'Part', value: <span className={mono}>{sled.baseboard.part}</span> },
          { label: 'Rack', value: <span className={mono}>{sled.rackId}</span> },
          { label: 'Revision', value: sled.baseboard.revision },
          { label: 'Hardware threads', value: formatNumber(sled.usableHardwareThreads) },
          { label: 'Physical RAM', value: formatBytes(sled.usablePhysicalRam) },
          { label: 'Provision policy', value: <Badge variant={policy.variant}>{policy.text}</Badge> },
          { label: 'State', value: <Badge variant={lifeVariant(sled.state)}>{words(sled.state)}</Badge> },
        ]}
      />
      <ListTable
        label="Instances"
        list={list}
        rowKey={(i) => i.id}
        columns={[
          { header: 'Name', cell: (i) => <span className={css({ fontWeight: 'medium' })}>{i.name}</span> },
          { header: 'Project', cell: (i) => i.projectName },
          { header: 'Silo', cell: (i) => <NameLink to={pb.silo({ silo: i.siloName })}>{i.siloName}</NameLink> },
          { header: 'State', cell: (i) => <RunStateBadge state={i.state} /> },
          { header: 'CPUs', cell: (i) => formatNumber(i.ncpus), width: '6rem' },
          { header: 'Memory', cell: (i) => formatBytes(i.memory), width: '8rem' },
          { header: 'Created', cell: (i) => formatDateTime(i.timeCreated), width: '12rem' },
        ]}
        emptyState={<EmptyState title="No instances" body="No instance runs on this sled" />}
      />
    </>
  )
}
