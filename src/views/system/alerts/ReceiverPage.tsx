import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as SectionOf } from '~/machines/shared/section'
import {
  ATTEMPT_RESULT_TEXT,
  attemptSummary,
  classesCovered,
  DELIVERY_STATES,
  endpointOf,
  isGlob,
  probeSummary,
  secretDelete,
  TRIGGER_TEXT,
  type AlertClass,
  type AlertDelivery,
  type AlertReceiver,
  type AlertWrites,
  type DeliveryFilter,
  type Outcome,
  type ProbeResult,
  type WebhookSecret,
} from '~/machines/system/alerts'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { PermittedLink } from '~/views/kit/NameLink'
import {
  Badge,
  Button,
  Checkbox,
  CopyToClipboard,
  EmptyState,
  formatDateTime,
  PropertiesTable,
  ResourceHeader,
  SectionFailure,
  Select,
  Table,
  Tabs,
  type BadgeVariant,
} from '~/views/ui'
import { mono } from '~/views/ui/text'

export const RECEIVER_TABS = [
  { value: 'deliveries', label: 'Deliveries' },
  { value: 'subscriptions', label: 'Subscriptions' },
  { value: 'secrets', label: 'Secrets' },
] as const
export type ReceiverTab = (typeof RECEIVER_TABS)[number]['value']

/** The test event: not sent yet, on its way, or its answer. */
export type ProbeState = { busy: boolean; outcome?: Outcome<ProbeResult> }

type Props = {
  receiver: AlertReceiver
  writes: AlertWrites
  onEdit: () => void
  onDelete: () => void
  probe: ProbeState
  resendOnProbe: boolean
  onResendOnProbeChange: (v: boolean) => void
  onProbe: () => void
  tab: ReceiverTab
  onTabChange: (tab: ReceiverTab) => void
  children: ReactNode
}

const endpointText = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5', wordBreak: 'break-all' })
const probeBox = css({
  display: 'grid',
  gap: '2',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  p: '3',
  my: '4',
  bg: 'bgRaised',
})
const probeRow = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })
const ok = css({ color: 'accent', fontSize: 'sm' })
const bad = css({ color: 'danger', fontSize: 'sm' })
const muted = css({ color: 'fgMuted', fontSize: 'xs' })

function ProbePanel({ probe, resend, onResendChange, onProbe }: { probe: ProbeState; resend: boolean; onResendChange: (v: boolean) => void; onProbe: () => void }) {
  const outcome = probe.outcome
  return (
    <section className={probeBox} aria-label="Test event">
      <div className={probeRow}>
        <Button variant="secondary" size="sm" loading={probe.busy} onClick={onProbe}>
          Send test event
        </Button>
        <Checkbox label="Then resend alerts not yet delivered, if it gets through" value={resend} onChange={onResendChange} />
      </div>
      <div role="status" aria-live="polite">
        {outcome &&
          (outcome.ok ? (
            <>
              <p className={outcome.value.probe.state === 'delivered' ? ok : bad}>{probeSummary(outcome.value)}</p>
              {outcome.value.probe.attempts.webhook.map((a) => (
                <p key={a.attempt} className={muted}>
                  {formatDateTime(a.timeSent)} · {attemptSummary(a)}
                </p>
              ))}
            </>
          ) : (
            <p className={bad}>The test event could not be sent: {outcome.error}</p>
          ))}
      </div>
    </section>
  )
}

/** A receiver: its endpoint and dates, the test event, then its deliveries, subscriptions and secrets (tabs by URL). */
export function ReceiverPage(props: Props) {
  const { receiver, writes, tab, onTabChange, children } = props
  const { change } = writes
  return (
    <>
      <ResourceHeader
        resource={receiver}
        menuLabel="Receiver actions"
        items={[
          { label: 'Edit', disabled: !change.allowed, disabledReason: change.reason, onSelect: props.onEdit },
          { label: 'Delete', danger: change.allowed, disabled: !change.allowed, disabledReason: change.reason, onSelect: props.onDelete },
        ]}
      />
      <PropertiesTable
        columns={2}
        items={[
          {
            label: 'Endpoint',
            value: (
              <span className={endpointText}>
                {endpointOf(receiver)} <CopyToClipboard text={endpointOf(receiver)} label="Copy the endpoint" />
              </span>
            ),
          },
          { label: 'Created', value: formatDateTime(receiver.timeCreated) },
          { label: 'Kind', value: 'Webhook' },
          { label: 'Last modified', value: formatDateTime(receiver.timeModified) },
        ]}
      />
      <ProbePanel probe={props.probe} resend={props.resendOnProbe} onResendChange={props.onResendOnProbeChange} onProbe={props.onProbe} />
      <Tabs aria-label="Receiver" value={tab} onValueChange={onTabChange} tabs={RECEIVER_TABS}>
        {children}
      </Tabs>
    </>
  )
}

type DeliveriesTabProps = {
  list: ListProps<AlertDelivery>
  filter: DeliveryFilter
  onFilterChange: (f: DeliveryFilter) => void
  resend: Permission
  onResend: (d: AlertDelivery) => void
}

const STATE_BADGE: Record<AlertDelivery['state'], BadgeVariant> = { delivered: 'success', pending: 'info', failed: 'danger' }
const deliveryMono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
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
export function DeliveriesTab({ list, filter, onFilterChange, resend, onResend }: DeliveriesTabProps) {
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
          { header: 'Alert class', cell: (d) => <span className={deliveryMono}>{d.alertClass}</span> },
          {
            // The first block of the UUID, with the whole one copyable: the rows stay one line high.
            header: 'Alert ID',
            cell: (d) => (
              <span className={deliveryMono} title={d.alertId}>
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

type SubscriptionsTabProps = {
  receiver: string
  subscriptions: string[]
  /** The listed classes, for "Covers": a read of its own, '…' until in, '—' and one notice when it could not be read. */
  classes: SectionOf<AlertClass[]>
  change: Permission
  onRemove: (subscription: string) => void
}

const subscriptionsToolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
/** What the receiver subscribes to: exact classes and globs, each with the listed classes it covers. */
export function SubscriptionsTab({ receiver, subscriptions, classes, change, onRemove }: SubscriptionsTabProps) {
  const add = (
    <PermittedLink to={pb.alertSubscriptionsAdd({ receiver })} permission={change}>
      Add subscription
    </PermittedLink>
  )
  return (
    <>
      <div className={subscriptionsToolbar}>{add}</div>
      {classes.status === 'failed' && (
        <div className={css({ mb: '3' })}>
          <SectionFailure what="the alert classes (what each subscription covers)" message={classes.message} retry={classes.retry} />
        </div>
      )}
      <Table
        label="Subscriptions"
        rows={subscriptions}
        rowKey={(s) => s}
        rowName={(s) => s}
        emptyState={<EmptyState title="No subscriptions" body="This receiver gets no alerts until it subscribes to a class" action={add} />}
        columns={[
          { header: 'Subscription', cell: (s) => <span className={mono}>{s}</span> },
          { header: 'Kind', cell: (s) => <Badge variant={isGlob(s) ? 'purple' : 'neutral'}>{isGlob(s) ? 'glob' : 'class'}</Badge>, width: '7rem' },
          {
            header: 'Covers',
            cell: (s) => {
              if (classes.status !== 'ready') {
                return (
                  <span className={muted} aria-busy={classes.status === 'pending'}>
                    {classes.status === 'pending' ? '…' : '—'}
                  </span>
                )
              }
              const covered = classesCovered(s, classes.data)
              return <span className={muted}>{covered.length ? covered.map((c) => c.name).join(', ') : 'no listed class'}</span>
            },
          },
        ]}
        rowActions={(s) => [
          { label: 'Remove', danger: change.allowed, disabled: !change.allowed, disabledReason: change.reason, onSelect: () => onRemove(s) },
        ]}
      />
    </>
  )
}

type SecretsTabProps = {
  receiver: string
  list: ListProps<WebhookSecret>
  change: Permission
  onDelete: (s: WebhookSecret) => void
}

const secretsToolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch' })
const secretMono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })

/** The receiver's signing secrets, by id: their values are never shown after they are added. */
export function SecretsTab({ receiver, list, change, onDelete }: SecretsTabProps) {
  const count = list.rows.length
  const add = (
    <PermittedLink to={pb.alertSecretsAdd({ receiver })} permission={change}>
      Add secret
    </PermittedLink>
  )
  return (
    <>
      <div className={secretsToolbar}>
        <p className={note}>
          Each request carries one signature per secret. To rotate, add a new secret, give it to the receiver, then delete
          the old one.
        </p>
        {add}
      </div>
      <ListTable
        label="Secrets"
        list={list}
        rowKey={(s) => s.id}
        rowName={(s) => `secret ${s.id}`}
        columns={[
          {
            header: 'ID',
            cell: (s) => (
              <span className={secretMono}>
                {s.id} <CopyToClipboard text={s.id} label={`Copy the ID of secret ${s.id}`} />
              </span>
            ),
          },
          { header: 'Added', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
        ]}
        rowActions={(s) => {
          const allowed = secretDelete(count, change)
          return [{ label: 'Delete', danger: allowed.allowed, disabled: !allowed.allowed, disabledReason: allowed.reason, onSelect: () => onDelete(s) }]
        }}
      />
    </>
  )
}
