// Alert receivers (webhooks): the deliveries' states and filter (the receiver
// page's query is read in alerts.rules.ts), who may change receivers, the
// plain rules (the subscription and endpoint checks the forms make before
// Nexus does, the words for a delivery's states and attempts), the reads,
// the forms (used with the form machine: create, edit, add a subscription,
// add a secret) and the calls the receiver page makes (delete, remove a
// subscription or secret, resend, send a test event). Every write
// invalidates the receivers, so lists and pages follow.
//
// A delivery's states (pending, delivered, failed) are Nexus's to move: a
// resend does not change a delivery but starts a new one, so deliveries are a
// list that polls while one is pending, not a lifecycle declaration.
import { api, composedSection, fetchApi, firstPage, invalidate, startSection, type FleetRole, type Schema } from '~/api'
import { validateDescription, validateName } from '~/validation'
import { errorMessage } from '../shared/error-message.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'
import { ALERT_PATHS, type DeliveryFilter } from './alerts.rules'

// ---- the receiver page's query ----------------------------------------------

export type DeliveryState = Schema<'AlertDeliveryState'>

export const DELIVERY_STATES: DeliveryState[] = ['delivered', 'pending', 'failed']

export type { DeliveryFilter } from './alerts.rules'

// Reading the query from the URL is alerts.rules.ts's: the route does it before this module loads.

// ---- who may change alert receivers ------------------------------------------

const RANK: Record<FleetRole, number> = { viewer: 1, collaborator: 2, admin: 3 }
const atLeast = (role: FleetRole | undefined, min: FleetRole) => !!role && RANK[role] >= RANK[min]

export const CREATE_REASON = 'Only a fleet collaborator or admin can create alert receivers'
export const ADMIN_REASON = 'Only a fleet admin can change alert receivers'

export type AlertWrites = {
  /** Create a receiver ("create_child" on the fleet). */
  create: Permission
  /** Edit or delete one, its subscriptions and secrets, resend an alert ("modify" on the receiver). */
  change: Permission
  /** Send a test event: Nexus asks only to read the receiver, so a fleet viewer may. */
  probe: Permission
}

export function alertWrites(role: FleetRole | undefined): AlertWrites {
  return {
    create: atLeast(role, 'collaborator') ? { allowed: true } : { allowed: false, reason: CREATE_REASON },
    change: atLeast(role, 'admin') ? { allowed: true } : { allowed: false, reason: ADMIN_REASON },
    probe: { allowed: true },
  }
}

export type AlertClass = Schema<'AlertClass'>
export type AlertDelivery = Schema<'AlertDelivery'>
export type DeliveryAttempt = Schema<'WebhookDeliveryAttempt'>

// ---- subscriptions ----------------------------------------------------------

const SEGMENT = /^([a-zA-Z0-9_]+|\*|\*\*)$/

/**
 * Why a subscription is not one Nexus takes, in its words where it has them;
 * undefined when it is. A subscription is dot-separated segments, each a
 * name (letters, digits, `_`), `*` (any one segment) or `**` (any number of
 * segments). `known` (the listed classes) is not the whole of Nexus's list
 * (test classes are hidden), so an exact class not in it is left to Nexus.
 */
export function subscriptionProblem(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return 'Enter an alert class or a glob'
  if (/\s/.test(v)) return 'Alert classes do not contain whitespace'
  const segments = v.split('.')
  if (segments.some((s) => s === '')) return 'Dot-separated segments must not be empty'
  if (segments.some((s) => s.includes('*') && s !== '*' && s !== '**')) {
    return "Each segment must be '*', '**', or letters, digits and '_' (no '*' inside a name)"
  }
  if (!segments.every((s) => SEGMENT.test(s))) return "Segments may contain only letters, digits and '_'"
  if (v === 'probe') return "The 'probe' class is only for liveness probes and cannot be subscribed to"
  return undefined
}

export const isGlob = (subscription: string) => subscription.includes('*')

/** The regex a glob stands for, as Nexus builds it: `*` is one segment, `**` any number. */
export function globRegex(glob: string): RegExp {
  const segments = glob.split('.').map((s) => (s === '*' ? '[^.]+' : s === '**' ? '.+' : s))
  return new RegExp(`^${segments.join('\\.')}$`)
}

/** The classes (of those listed) a subscription covers. */
export const classesCovered = (subscription: string, classes: AlertClass[]): AlertClass[] =>
  classes.filter((c) => (isGlob(subscription) ? globRegex(subscription).test(c.name) : c.name === subscription))

/** Globs typed one per line (or separated by commas), without blanks and repeats. */
export const parseTypedSubscriptions = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]

// ---- endpoint ---------------------------------------------------------------

/** Why an endpoint is not an http(s) URL Nexus could send to; undefined when it is. */
export function endpointProblem(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return 'Enter the URL that receives the alerts'
  let url: URL
  try {
    url = new URL(v)
  } catch {
    return 'Enter a full URL, e.g. https://hooks.example.com/oxide'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://'
  if (!url.hostname) return 'The URL needs a host'
  if (url.username || url.password) return 'Put credentials in a secret, not in the URL'
  return undefined
}

// ---- secrets ----------------------------------------------------------------

/** A new signing secret: 32 random bytes as hex (Nexus takes any string; the receiver must know it). */
export function generateSecret(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const LAST_SECRET_REASON =
  'A receiver needs at least one secret: Nexus signs every request with them, and sends nothing to a receiver without one. Add another secret first.'

/** Deleting a secret: refused for the last one. */
export const secretDelete = (count: number, write: Permission): Permission =>
  !write.allowed ? write : count <= 1 ? { allowed: false, reason: LAST_SECRET_REASON } : { allowed: true }

// ---- deliveries -------------------------------------------------------------

/** The list call's query flags for a filter (Nexus: none set is every state). */
export const deliveryQuery = (filter: DeliveryFilter): { delivered?: boolean; pending?: boolean; failed?: boolean } =>
  filter === 'all' ? {} : { [filter]: true }

/** A pending delivery is still being tried: the list polls while one shows. */
export const anyPending = (rows: AlertDelivery[]) => rows.some((d) => d.state === 'pending')

export const ATTEMPT_RESULT_TEXT: Record<DeliveryAttempt['result'], string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

/** One attempt in words: "#2 HTTP error · 503 in 41 ms". */
export function attemptSummary(a: DeliveryAttempt): string {
  const response = a.response ? ` · ${a.response.status} in ${a.response.durationMs} ms` : ' · no response'
  return `#${a.attempt} ${ATTEMPT_RESULT_TEXT[a.result]}${response}`
}

export const TRIGGER_TEXT: Record<AlertDelivery['trigger'], string> = {
  alert: 'Alert',
  resend: 'Resend',
  probe: 'Test event',
}

// ---- reads: the list's pages, the alert classes, a receiver's page -----------

export type AlertReceiver = Schema<'AlertReceiver'>

export const receiversPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/alert-receivers', { query: { limit, pageToken } })

/** The listed alert classes, for the pickers (the first page of 100 is all of them today). */
export const fetchAlertClasses = async (): Promise<AlertClass[]> =>
  (await firstPage((limit) => fetchApi('/v1/alert-classes', { query: { limit } }))).items

export const fetchReceiver = (receiver: string) => fetchApi('/v1/alert-receivers/{receiver}', { path: { receiver } })

/**
 * The alert classes, a part of the pages that show them (the subscriptions'
 * "Covers", the create form's picker, the add-subscription form's list): read
 * beside the page, and when they cannot be read, said in their place while a
 * subscription can still be typed.
 */
export const alertClassesSection = () => composedSection(['alert-classes'], fetchAlertClasses, '/v1/alert-classes')

/** Starts the alert classes as a route is entered (its form or page does not wait for them). */
export const startAlertClasses = (): void => startSection(alertClassesSection())

export type ReceiverPage = { receiver: AlertReceiver }

/** A receiver's page: the receiver, its own read; the alert classes start with it. */
export async function loadReceiverPage(receiver: string): Promise<ReceiverPage> {
  startAlertClasses()
  return { receiver: await fetchReceiver(receiver) }
}

// ---- the forms and the receiver page's calls -----------------------------------

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
