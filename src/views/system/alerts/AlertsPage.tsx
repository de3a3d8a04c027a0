import { useNavigate } from '@tanstack/react-router'
import { endpointOf, type AlertReceiver, type AlertWrites } from '~/machines/system/alerts'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, Button, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = { list: ListProps<AlertReceiver>; writes: AlertWrites; onDelete: (rx: AlertReceiver) => void }

const mono = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' })
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** The alert receivers: where the rack sends its alerts (webhooks), with what each subscribes to. */
export function AlertsPage({ list, writes, onDelete }: Props) {
  const navigate = useNavigate()
  const { create, change } = writes
  return (
    <ResourceListPage
      title="Alerts"
      create={create.allowed ? { label: 'New webhook receiver', to: pb.alertsNew() } : undefined}
      empty={{ title: 'No alert receivers', body: 'Create a webhook receiver to have the rack’s alerts sent to your own systems' }}
      list={list}
      rowKey={(rx) => rx.id}
      rowName={(rx) => rx.name}
      columns={[
        { header: 'Name', cell: (rx) => <NameLink to={pb.alertReceiver({ receiver: rx.name })}>{rx.name}</NameLink> },
        { header: 'Kind', cell: () => <Badge variant="neutral">webhook</Badge>, width: '7rem' },
        { header: 'Endpoint', cell: (rx) => <span className={mono}>{endpointOf(rx)}</span> },
        {
          header: 'Subscriptions',
          cell: (rx) => <span title={rx.subscriptions.join(', ')}>{rx.subscriptions.length}</span>,
          width: '8rem',
        },
        { header: 'Created', cell: (rx) => formatDateTime(rx.timeCreated), width: '12rem' },
      ]}
      rowActions={(rx) => [
        {
          label: 'Edit',
          disabled: !change.allowed,
          disabledReason: change.reason,
          onSelect: () => void navigate({ to: pb.alertReceiverEdit({ receiver: rx.name }) }),
        },
        { label: 'Delete', danger: change.allowed, disabled: !change.allowed, disabledReason: change.reason, onSelect: () => onDelete(rx) },
      ]}
    >
      <p className={note}>
        The rack raises alerts (a power supply pulled, put back…) and delivers each to every receiver subscribed to its
        class. A webhook receiver gets each alert as an HTTP request, signed with its secrets.
      </p>
      {!create.allowed && (
        <div className={toolbar}>
          <Button variant="primary" size="sm" disabled disabledReason={create.reason}>
            New webhook receiver
          </Button>
        </div>
      )}
    </ResourceListPage>
  )
}
