// Alert receivers (webhooks): the receiver page's lists, the forms (used with
// the form machine: create, edit, add a subscription, add a secret) and the
// calls the receiver page makes (delete, remove a subscription or secret,
// resend, send a test event). Every write invalidates the receivers, so lists
// and pages follow. What the routes read first is in alerts.reads.ts.
//
// A delivery's states (pending, delivered, failed) are Nexus's to move: a
// resend does not change a delivery but starts a new one, so deliveries are a
// list that polls while one is pending, not a lifecycle declaration.
import { api, fetchApi, invalidate, type Schema } from '~/api'
import { validateDescription, validateName } from '~/validation'
import { errorMessage } from '../shared/error-message.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { ALERT_PATHS, type AlertReceiver } from './alerts.reads'
import {
  deliveryQuery,
  endpointProblem,
  generateSecret,
  parseTypedSubscriptions,
  subscriptionProblem,
  type AlertDelivery,
  type DeliveryFilter,
} from './alerts.rules'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export {
  ALERT_PATHS,
  fetchAlertClasses,
  fetchReceiver,
  FLEET_ROLE_READS,
  loadAlertWrites,
  loadReceiverPage,
  receiversPage,
  type AlertReceiver,
  type ReceiverPage,
} from './alerts.reads'

export type WebhookReceiver = Schema<'WebhookReceiver'>
export type WebhookSecret = Schema<'WebhookSecret'>
export type ProbeResult = Schema<'AlertProbeResult'>

async function invalidateAlerts(): Promise<void> {
  await invalidate(...ALERT_PATHS)
}

/** The endpoint of a receiver (webhooks are the only kind). */
export const endpointOf = (rx: AlertReceiver) => rx.kind.endpoint

// ---- the receiver page's lists ----------------------------------------------

/** Newest first, filtered by state with the call's own flags. */
export const deliveriesPage =
  (receiver: string, filter: DeliveryFilter) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/alert-receivers/{receiver}/deliveries', {
      path: { receiver },
      query: { limit, pageToken, sortBy: 'descending', ...deliveryQuery(filter) },
    })

/** A receiver's secrets as one page (Nexus lists them all at once). */
export const secretsPage = (receiver: string) => async () => {
  const { secrets } = await fetchApi('/v1/webhook-secrets', { query: { receiver } })
  return { items: secrets, nextPage: null }
}

// ---- the receiver form (create, edit) ---------------------------------------

export type ReceiverFormValues = {
  name: string
  description: string
  endpoint: string
  /** Create only: the first signing secret (generated, editable, shown until saved). */
  secret: string
  /** Create only: listed classes ticked. */
  classes: string[]
  /** Create only: other subscriptions typed, one per line (globs, or a class not listed). */
  typed: string
}

export function validateReceiver(values: ReceiverFormValues, mode: 'create' | 'edit'): FieldErrors<ReceiverFormValues> {
  const errors: FieldErrors<ReceiverFormValues> = {
    name: validateName(values.name),
    description: validateDescription(values.description),
    endpoint: endpointProblem(values.endpoint),
  }
  if (mode === 'edit') return errors
  const typed = parseTypedSubscriptions(values.typed)
  const bad = typed.map((s) => [s, subscriptionProblem(s)] as const).find(([, p]) => p)
  return {
    ...errors,
    secret: values.secret.trim() === '' ? 'A receiver needs at least one secret to sign its requests' : undefined,
    typed: bad ? `${bad[0]}: ${bad[1]}` : undefined,
  }
}

export const receiverSubscriptions = (values: ReceiverFormValues): string[] => [
  ...new Set([...values.classes, ...parseTypedSubscriptions(values.typed)]),
]

export type WebhookCreateBody = Schema<'WebhookCreate'>

export const receiverCreateBody = (values: ReceiverFormValues): WebhookCreateBody => ({
  name: values.name,
  description: values.description,
  endpoint: values.endpoint.trim(),
  secrets: [values.secret.trim()],
  subscriptions: receiverSubscriptions(values),
})

export async function createReceiver(values: ReceiverFormValues): Promise<WebhookReceiver> {
  const rx = await api.post('/v1/webhook-receivers', { body: receiverCreateBody(values) })
  await invalidateAlerts()
  return rx
}

/** Edit: name, description and endpoint (Nexus answers nothing; the form closes on the receiver's new name). */
export async function updateReceiver(receiver: string, values: ReceiverFormValues): Promise<{ name: string }> {
  await api.put('/v1/webhook-receivers/{receiver}', {
    path: { receiver },
    body: { name: values.name, description: values.description, endpoint: values.endpoint.trim() },
  })
  await invalidateAlerts()
  return { name: values.name }
}

export const newReceiverValues = (): ReceiverFormValues => ({
  name: '',
  description: '',
  endpoint: '',
  secret: generateSecret(),
  classes: [],
  typed: '',
})

export function receiverCreateInput(): FormInput<ReceiverFormValues, { name: string }> {
  return { initialValues: newReceiverValues(), secrets: ['secret'], validate: (v) => validateReceiver(v, 'create'), submit: createReceiver }
}

export function receiverEditInput(rx: AlertReceiver): FormInput<ReceiverFormValues, { name: string }> {
  return {
    initialValues: { ...newReceiverValues(), secret: '', name: rx.name, description: rx.description, endpoint: endpointOf(rx) },
    secrets: ['secret'],
    validate: (v) => validateReceiver(v, 'edit'),
    submit: (v) => updateReceiver(rx.id, v),
  }
}

export async function deleteReceiver(receiver: string): Promise<void> {
  await api.delete('/v1/alert-receivers/{receiver}', { path: { receiver } })
  await invalidateAlerts()
}

// ---- subscriptions ----------------------------------------------------------

export type SubscriptionValues = { subscription: string }

export async function addSubscription(receiver: string, subscription: string) {
  const added = await api.post('/v1/alert-receivers/{receiver}/subscriptions', { path: { receiver }, body: { subscription } })
  await invalidateAlerts()
  return added
}

export function subscriptionAddInput(receiver: string): FormInput<SubscriptionValues, Schema<'AlertSubscriptionCreated'>> {
  return {
    initialValues: { subscription: '' },
    validate: (v) => ({ subscription: subscriptionProblem(v.subscription) }),
    submit: (v) => addSubscription(receiver, v.subscription.trim()),
  }
}

export async function removeSubscription(receiver: string, subscription: string): Promise<void> {
  await api.delete('/v1/alert-receivers/{receiver}/subscriptions/{subscription}', { path: { receiver, subscription } })
  await invalidateAlerts()
}

// ---- secrets ----------------------------------------------------------------

export type SecretValues = { secret: string }

export async function addSecret(receiver: string, secret: string): Promise<WebhookSecret> {
  const added = await api.post('/v1/webhook-secrets', { query: { receiver }, body: { secret } })
  await invalidateAlerts()
  return added
}

export function secretAddInput(receiver: string): FormInput<SecretValues, WebhookSecret> {
  return {
    initialValues: { secret: generateSecret() },
    secrets: ['secret'],
    validate: (v) => ({ secret: v.secret.trim() === '' ? 'Enter a secret, or keep the one generated' : undefined }),
    submit: (v) => addSecret(receiver, v.secret.trim()),
  }
}

export async function deleteSecret(secretId: string): Promise<void> {
  await api.delete('/v1/webhook-secrets/{secret_id}', { path: { secret_id: secretId } })
  await invalidateAlerts()
}

// ---- deliveries: resend, test event -----------------------------------------

export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: string }

const outcome = <T>(work: Promise<T>): Promise<Outcome<T>> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (e: unknown) => ({ ok: false as const, error: errorMessage(e) }),
  )

/** Resend one alert to this receiver: Nexus starts a new delivery (pending), the list shows it. */
export const resendAlert = (delivery: AlertDelivery, receiver: string) =>
  outcome(
    api
      .post('/v1/alerts/{alert_id}/resend', { path: { alert_id: delivery.alertId }, query: { receiver } })
      .then(async (r) => {
        await invalidateAlerts()
        return r
      }),
  )

/** Send a test event; with `resend`, a success also resends every alert not yet delivered. */
export const sendProbe = (receiver: string, resend: boolean): Promise<Outcome<ProbeResult>> =>
  outcome(
    api.post('/v1/alert-receivers/{receiver}/probe', { path: { receiver }, query: { resend } }).then(async (r) => {
      if (r.resendsStarted) await invalidateAlerts()
      return r
    }),
  )

/** The probe's result in words, for the panel under the button. */
export function probeSummary(result: ProbeResult): string {
  const { probe, resendsStarted } = result
  const attempt = probe.attempts.webhook[0]
  const response = attempt?.response ? ` (HTTP ${attempt.response.status} in ${attempt.response.durationMs} ms)` : ''
  const head =
    probe.state === 'delivered' ? `The test event was delivered${response}.` : `The test event could not be delivered${response}.`
  if (resendsStarted === null || resendsStarted === undefined) return head
  const n = resendsStarted
  return `${head} ${n === 0 ? 'No failed alerts needed resending.' : `${n} failed alert${n === 1 ? '' : 's'} resent.`}`
}
