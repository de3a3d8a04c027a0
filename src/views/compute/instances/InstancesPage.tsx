import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { InstanceRow } from '~/machines/compute/instance-list'
import type { InstanceRowActor } from '~/machines/compute/instance.machine'
import type { ListProps } from '~/machines/shared/list.connect'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import { sectionData, type Section } from '~/machines/shared/section'
import type { ExternalIp } from '~/api'
import { isDueForRestart } from '~/machines/compute/instance.rules'
import { pb, RESIZE_SECTION } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { EmptyState, PageHeader, buttonClass, formatBytes, formatDateTime } from '~/views/ui'
import { InstanceRowActions } from './InstanceActionMenu'
import { RunStateBadge } from './RunStateBadge'

export type { InstanceRow } from '~/machines/compute/instance-list'

type Props = {
  project: string
  list: ListProps<InstanceRow>
  /** The row's instance machine (actions ask it), once the rows machine has seen the row. */
  rowActor: (id: string) => InstanceRowActor | undefined
  selection?: ListSelection<InstanceRow>
  /** The external IPs of the instances on screen, by id: a part of the page, read once the rows are drawn. */
  externalIps: Section<ReadonlyMap<string, ExternalIp[]>>
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs' })

export function InstancesPage({ project, list, rowActor, selection, externalIps }: Props) {
  const navigate = useNavigate()
  const newInstance = (
    <Link to={pb.instancesNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New instance
    </Link>
  )
  return (
    <>
      <PageHeader title="Instances" actions={newInstance} />
      <ColumnFailure section={externalIps} what="the instances’ external IPs" />
      <ListTable
        label="Instances"
        list={list}
        selection={selection}
        rowKey={(r) => r.instance.id}
        columns={[
          {
            header: 'Name',
            cell: ({ instance: i }) => (
              <Link
                to={pb.instance({ project, instance: i.name })}
                className={css({ fontWeight: 'medium', color: 'fg', _hover: { color: 'accent' } })}
              >
                {i.name}
              </Link>
            ),
          },
          {
            header: 'CPU / Memory',
            cell: ({ instance: i }) => `${i.ncpus} vCPU · ${formatBytes(i.memory)}`,
            sortValue: ({ instance: i }) => i.ncpus * 2 ** 50 + i.memory,
            width: '11rem',
          },
          {
            header: 'State',
            cell: ({ instance: i }) => (
              <RunStateBadge state={i.runState} since={i.timeRunStateUpdated} dueForRestart={isDueForRestart(i)} />
            ),
            sortValue: ({ instance: i }) => i.runState,
            width: '15rem',
          },
          {
            header: 'External IPs',
            // Read per instance once the rows are drawn: a moment, then the addresses.
            cell: ({ instance: i }) =>
              sectionCell(externalIps, (byId) => {
                const ips = byId.get(i.id) ?? []
                return ips.length ? <span className={mono}>{ips.map((ip) => ip.ip).join(', ')}</span> : '—'
              }),
            sortValue: ({ instance: i }) => sectionData(externalIps, undefined)?.get(i.id)?.[0]?.ip,
          },
          {
            header: 'Created',
            cell: ({ instance: i }) => formatDateTime(i.timeCreated),
            sortValue: ({ instance: i }) => i.timeCreated.getTime(),
            width: '12rem',
          },
          {
            header: 'Actions',
            hideHeader: true,
            width: '3rem',
            cell: ({ instance: i }) => (
              <InstanceRowActions
                actor={rowActor(i.id)}
                onResize={() => void navigate({ to: pb.instanceSettings({ project, instance: i.name }), hash: RESIZE_SECTION })}
                onSerialConsole={() => void navigate({ to: pb.serialConsole({ project, instance: i.name }) })}
                onCreateLike={() => void navigate({ to: pb.instancesNew({ project, like: i.name }) })}
              />
            ),
          },
        ]}
        emptyState={
          <EmptyState title="No instances" body="You need to create an instance to be able to see it here" action={newInstance} />
        }
      />
    </>
  )
}
