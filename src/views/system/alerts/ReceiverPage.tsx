import type { ReactNode } from 'react'
import {
  attemptSummary,
  endpointOf,
  probeSummary,
  type AlertReceiver,
  type AlertWrites,
  type Outcome,
  type ProbeResult,
} from '~/machines/system/alerts'
import { ActionMenu, Button, Checkbox, CopyToClipboard, PageHeader, PropertiesTable, Tabs, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

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

const mono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5', wordBreak: 'break-all' })
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
      <PageHeader
        title={receiver.name}
        description={receiver.description || undefined}
        actions={
          <ActionMenu
            trigger="Actions"
            label="Receiver actions"
            items={[
              { label: 'Edit', disabled: !change.allowed, disabledReason: change.reason, onSelect: props.onEdit },
              { label: 'Delete', danger: change.allowed, disabled: !change.allowed, disabledReason: change.reason, onSelect: props.onDelete },
            ]}
          />
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          {
            label: 'Endpoint',
            value: (
              <span className={mono}>
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
      <Tabs aria-label="Receiver" value={tab} onValueChange={(v) => onTabChange(v as ReceiverTab)} tabs={[...RECEIVER_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
