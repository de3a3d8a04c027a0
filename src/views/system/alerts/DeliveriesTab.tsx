import type { ListProps } from '~/machines/shared/list.connect'
import {
  ATTEMPT_RESULT_TEXT,
  DELIVERY_STATES,
  TRIGGER_TEXT,
  type AlertDelivery,
  type DeliveryFilter,
} from '~/machines/system/alerts'
import type { Permission } from '~/machines/shared/permission.rules'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, CopyToClipboard, Select, formatDateTime, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<AlertDelivery>
  filter: DeliveryFilter
  onFilterChange: (f: DeliveryFilter) => void
  resend: Permission
  onResend: (d: AlertDelivery) => void
}

const STATE_BADGE: Record<AlertDelivery['state'], BadgeVariant> = { delivered: 'success', pending: 'info', failed: 'danger' }
const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3', '& > *': { w: '14rem' } })
const summary = css({ cursor: 'pointer', fontSize: 'sm' })
const attempts = css({ m: 0, mt: '1', pl: '4', fontSize: 'xs', color: 'fgMuted', display: 'grid', gap: '0.5', whiteSpace: 'nowrap' })

function Attempts({ d }: { d: AlertDelivery }) {
  const list = d.attempts.webhook
  if (list.length === 0) return <span className={css({ fontSize: 'sm', color: 'fgMuted' })}>none yet</span>
  return (
    <details>
      <summary className={summary}>
        {list.length} attempt{list.length === 1 ? '' : 's'}
      </summary>
      <ol className={attempts} aria-label={`Attempts of ${d.alertClass} ${d.alertId}`}>
        {list.map((a) => (
          <li key={a.attempt}>
            {formatDateTime(a.timeSent)} · {ATTEMPT_RESULT_TEXT[a.result]}
            {a.response ? ` · HTTP ${a.response.status} · ${a.response.durationMs} ms` : ' · no response'}
          </li>
        ))}
      </ol>
    </details>
  )
}

/** The receiver's deliveries, newest first, filtered by state (the call's own flags); each alert can be resent. */
export function DeliveriesTab({ list, filter, onFilterChange, resend, onResend }: Props) {
  return (
    <>
      <div className={toolbar}>
        <Select
          label="State"
          value={filter}
          onChange={(v) => onFilterChange(v as DeliveryFilter)}
          options={[{ value: 'all', label: 'All states' }, ...DELIVERY_STATES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))]}
        />
      </div>
      <ListTable
        label="Deliveries"
        list={list}
        rowKey={(d) => d.id}
        rowName={(d) => `${d.alertClass} ${d.alertId}`}
        emptyState={<p className={css({ p: '4', color: 'fgMuted', fontSize: 'sm' })}>No deliveries{filter === 'all' ? '' : ` ${filter}`}</p>}
        columns={[
          { header: 'Alert class', cell: (d) => <span className={mono}>{d.alertClass}</span> },
          {
            // The first block of the UUID, with the whole one copyable: the rows stay one line high.
            header: 'Alert ID',
            cell: (d) => (
              <span className={mono} title={d.alertId}>
                {d.alertId.slice(0, 8)}… <CopyToClipboard text={d.alertId} label={`Copy alert ID ${d.alertId}`} />
              </span>
            ),
            width: '9rem',
          },
          { header: 'Trigger', cell: (d) => TRIGGER_TEXT[d.trigger], width: '7rem' },
          { header: 'State', cell: (d) => <Badge variant={STATE_BADGE[d.state]}>{d.state}</Badge>, width: '7rem' },
          { header: 'Attempts', cell: (d) => <Attempts d={d} />, width: '20rem' },
          { header: 'Started', cell: (d) => <span className={css({ whiteSpace: 'nowrap' })}>{formatDateTime(d.timeStarted)}</span> },
        ]}
        rowActions={(d) => [{ label: 'Resend', disabled: !resend.allowed, disabledReason: resend.reason, onSelect: () => onResend(d) }]}
      />
    </>
  )
}
