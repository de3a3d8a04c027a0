// The alert receivers list and a receiver's page (deliveries, subscriptions
// and secrets tabs, the test event): wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { ALERT_PATHS } from '~/machines/system/alerts.rules'
import {
  alertClassesSection,
  alertWrites,
  anyPending,
  deleteReceiver,
  deleteSecret,
  deliveriesPage,
  removeSubscription,
  resendAlert,
  secretsPage,
  sendProbe,
  type AlertClass,
  type AlertDelivery,
  type AlertReceiver,
  type AlertWrites,
  type DeliveryFilter,
  type ReceiverFormValues,
  type SubscriptionValues,
  type WebhookSecret,
} from '~/machines/system/alerts'
import { pb } from '~/paths'
import { AlertsPage } from '~/views/system/alerts/AlertsPage'
import {
  DeliveriesTab,
  ReceiverPage as ReceiverPageView,
  SecretsTab,
  SubscriptionsTab,
  type ProbeState,
  type ReceiverTab,
} from '~/views/system/alerts/ReceiverPage'
import { ReceiverForm as ReceiverFormView, SubscriptionForm as SubscriptionFormView } from '~/views/system/alerts/Forms'
import { couldNot, routeApi, useConfirmAction, useConfirmDelete, useListPage, useRunAction, useSection, type ListPageProps } from '../kit'
import { useFleetWrites } from './fleet-writes'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { SecretForm } from '~/views/system/alerts/Forms'
export {
  fetchReceiver,
  loadReceiverPage,
  receiverCreateInput,
  receiverEditInput,
  receiversPage,
  secretAddInput,
  startAlertClasses,
  subscriptionAddInput,
} from '~/machines/system/alerts'

const NOUN = 'webhook receiver'

const receiverRoute = routeApi('/authed/system/alerts/$receiver', { refreshOn: ALERT_PATHS })

// The forms' alert classes are a part of them, started by their routes: a
// subscription can be typed while they are read, or when they could not be.
export function ReceiverForm(props: FormViewProps<ReceiverFormValues, { name: string }, unknown> & { mode: 'create' | 'edit' }) {
  return props.mode === 'create' ? <NewReceiverForm {...props} /> : <ReceiverFormView {...props} />
}

function NewReceiverForm(props: FormViewProps<ReceiverFormValues, { name: string }, unknown> & { mode: 'create' | 'edit' }) {
  return <ReceiverFormView {...props} classes={useSection(alertClassesSection())} />
}

export function SubscriptionForm(props: FormViewProps<SubscriptionValues, unknown, unknown>) {
  return <SubscriptionFormView {...props} classes={useSection(alertClassesSection())} />
}

export function AlertsList({ list }: ListPageProps<AlertReceiver>) {
  const writes = useFleetWrites(alertWrites)
  const confirmDelete = useConfirmDelete()
  const onDelete = (rx: AlertReceiver) =>
    void confirmDelete({
      noun: NOUN,
      name: rx.name,
      remove: () => deleteReceiver(rx.id),
      message: `Delete the webhook receiver ${rx.name}? Its secrets, subscriptions and delivery history go with it, and it gets no more alerts.`,
    })
  return <AlertsPage list={list} writes={writes} onDelete={onDelete} />
}

function DeliveriesPane({ receiver, filter, writes }: { receiver: AlertReceiver; filter: DeliveryFilter; writes: AlertWrites }) {
  const navigate = useNavigate()
  const runAction = useRunAction()
  // A pending delivery is still being tried: the list polls until none shows.
  const { list } = useListPage({ fetchPage: deliveriesPage(receiver.id, filter), refreshOn: ALERT_PATHS, pollWhile: anyPending })
  const onResend = (d: AlertDelivery) =>
    void runAction(resendAlert(d, receiver.id), `Alert ${d.alertClass} resent to ${receiver.name}`, couldNot('resend', 'alert'))
  return (
    <DeliveriesTab
      list={list}
      filter={filter}
      onFilterChange={(f) =>
        void navigate({ to: pb.alertReceiver({ receiver: receiver.name }), search: f === 'all' ? {} : { state: f } })
      }
      resend={writes.change}
      onResend={onResend}
    />
  )
}

function SubscriptionsPane({ receiver, classes, writes }: { receiver: AlertReceiver; classes: Section<AlertClass[]>; writes: AlertWrites }) {
  const confirmAction = useConfirmAction()
  const onRemove = (subscription: string) =>
    void confirmAction({
      title: 'Remove subscription',
      message: `Stop sending ${subscription} alerts to ${receiver.name}? Alerts already delivered stay in its history.`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: couldNot('remove', 'subscription'),
      action: () => removeSubscription(receiver.id, subscription),
      success: `Subscription ${subscription} removed`,
    })
  return (
    <SubscriptionsTab
      receiver={receiver.name}
      subscriptions={receiver.subscriptions}
      classes={classes}
      change={writes.change}
      onRemove={onRemove}
    />
  )
}

function SecretsPane({ receiver, writes }: { receiver: AlertReceiver; writes: AlertWrites }) {
  const { list } = useListPage({ fetchPage: secretsPage(receiver.id), refreshOn: ALERT_PATHS })
  const confirmDelete = useConfirmDelete()
  const onDelete = (s: WebhookSecret) =>
    void confirmDelete({
      noun: 'secret',
      name: s.id,
      remove: () => deleteSecret(s.id),
      message: `Delete secret ${s.id}? Requests to ${receiver.name} are no longer signed with it: a receiver that checks only this secret will refuse them.`,
    })
  return <SecretsTab receiver={receiver.name} list={list} change={writes.change} onDelete={onDelete} />
}

export function ReceiverPageRoute() {
  const { receiver } = receiverRoute.useLoaderData()
  const writes = useFleetWrites(alertWrites)
  const classes = useSection(alertClassesSection())
  const { tab, state } = receiverRoute.useSearch()
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  // The test event's answer is shown in place until the next one (view state, not server data).
  const [probe, setProbe] = useState<ProbeState>({ busy: false })
  const [resendOnProbe, setResendOnProbe] = useState(false)
  const onProbe = async () => {
    setProbe((p) => ({ ...p, busy: true }))
    setProbe({ busy: false, outcome: await sendProbe(receiver.id, resendOnProbe) })
  }
  const onDelete = async () => {
    const deleted = await confirmDelete({
      noun: NOUN,
      name: receiver.name,
      remove: () => deleteReceiver(receiver.id),
      message: `Delete the webhook receiver ${receiver.name}? Its secrets, subscriptions and delivery history go with it, and it gets no more alerts.`,
    })
    if (deleted) void navigate({ to: pb.alerts() })
  }
  const current: ReceiverTab = tab ?? 'deliveries'
  return (
    <ReceiverPageView
      receiver={receiver}
      writes={writes}
      onEdit={() => void navigate({ to: pb.alertReceiverEdit({ receiver: receiver.name }) })}
      onDelete={() => void onDelete()}
      probe={probe}
      resendOnProbe={resendOnProbe}
      onResendOnProbeChange={setResendOnProbe}
      onProbe={() => void onProbe()}
      tab={current}
      onTabChange={(t) => void navigate({ href: pb.alertReceiver({ receiver: receiver.name, tab: t }) })}
    >
      {current === 'subscriptions' ? (
        <SubscriptionsPane receiver={receiver} classes={classes} writes={writes} />
      ) : current === 'secrets' ? (
        <SecretsPane key={receiver.id} receiver={receiver} writes={writes} />
      ) : (
        <DeliveriesPane key={`${receiver.id}:${state ?? 'all'}`} receiver={receiver} filter={state ?? 'all'} writes={writes} />
      )}
      <Outlet />
    </ReceiverPageView>
  )
}
