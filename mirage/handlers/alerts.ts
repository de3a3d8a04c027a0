// Alert classes, receivers (webhooks), their secrets, subscriptions and
// deliveries. Who may do what, after Nexus's policy
// (receivers are "FleetChild" resources, nexus/authz-macros):
// - read anything, and send a probe (it asks "list_children" on the receiver): fleet viewer;
// - create a receiver ("create_child" on the fleet): fleet collaborator;
// - edit or delete it, its subscriptions and secrets, resend an alert: fleet admin.
// Nexus lets the last secret go; a probe then fails with its "no secrets" error.
import {
  ALERT_CLASSES,
  attemptsFor,
  checkEndpoint,
  checkSubscription,
  endpointAnswer,
  noSecrets,
  notSubscribed,
  SETTLE_MS,
  subscriptionMatches,
} from '../lib/alerts'
import { requireFleet } from '../lib/authz'
import { array, name, optName, optStr, str } from '../lib/body'
import { alreadyExists, badRequest, NexusError, notFound } from '../lib/errors'
import { isUuid, requiredQuery } from '../lib/lookup'
import { paginate, ID_ONLY } from '../lib/paginate'
import { randomUuid } from '../lib/random'
import { created, noContent, ok, type Route } from '../lib/route'
import type { S } from '../serializers/common'
import type { Row, Store } from '../store'

const byKey = (value: string) => (isUuid(value) ? { id: value } : { name: value })

function lookupReceiver(store: Store, value: string): Row<'alertReceiver'> {
  const rx = store.first('alertReceiver', (r) => (isUuid(value) ? r.id === value : r.name === value))
  if (!rx) throw notFound('alert-receiver', byKey(value))
  return rx
}

const secretsOf = (store: Store, rx: Row<'alertReceiver'>) =>
  store
    .where('webhookSecret', (s) => s.receiverKey === rx.id)
    .sort((a, b) => a.time_created.localeCompare(b.time_created))

const secretView = (s: Row<'webhookSecret'>): S['WebhookSecret'] => ({ id: s.id, time_created: s.time_created })

function receiverView(store: Store, rx: Row<'alertReceiver'>): S['AlertReceiver'] {
  return {
    id: rx.id,
    name: rx.name,
    description: rx.description,
    time_created: rx.time_created,
    time_modified: rx.time_modified,
    subscriptions: [...rx.subscriptions],
    kind: { kind: 'webhook', endpoint: rx.endpoint, secrets: secretsOf(store, rx).map(secretView) },
  }
}

/** A pending delivery whose time has come takes the endpoint's answer (the mock's clock). */
function settle(store: Store, d: Row<'alertDelivery'>, now = Date.now()): Row<'alertDelivery'> {
  if (d.state !== 'pending' || d.attempts.webhook.length > 0) return d
  const start = Date.parse(d.time_started)
  if (now - start < SETTLE_MS) return d
  const rx = store.find('alertReceiver', d.receiver_id)
  if (!rx) return d
  const { state, attempts } = attemptsFor(rx.endpoint, start + SETTLE_MS)
  d.update({ state, attempts: { webhook: attempts } })
  return d
}

const deliveryView = (d: Row<'alertDelivery'>): S['AlertDelivery'] => ({
  id: d.id,
  alert_class: d.alert_class,
  alert_id: d.alert_id,
  receiver_id: d.receiver_id,
  state: d.state,
  trigger: d.trigger,
  time_started: d.time_started,
  attempts: { webhook: d.attempts.webhook.map((a) => ({ ...a })) },
})

function flag(query: URLSearchParams, key: string): boolean | null {
  const v = query.get(key)
  if (v === null || v === '') return null
  if (v !== 'true' && v !== 'false') throw badRequest(`unable to parse query string: ${key}: provided string was not \`true\` or \`false\``)
  return v === 'true'
}

/** Deliveries by time and id, oldest first (`ascending`, Nexus's default) or newest first. */
function deliveriesPage(query: URLSearchParams, rows: Row<'alertDelivery'>[]) {
  const sort = query.get('sort_by') ?? 'ascending'
  if (sort !== 'ascending' && sort !== 'descending') {
    throw badRequest(`unable to parse query string: unknown variant \`${sort}\`, expected \`ascending\` or \`descending\``)
  }
  const key = (d: Row<'alertDelivery'>) => `${d.time_started}|${d.id}`
  const ordered = [...rows].sort((a, b) => key(a).localeCompare(key(b)) * (sort === 'descending' ? -1 : 1))
  const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 1000)
  const token = query.get('page_token')
  const after = token ? atob(token) : null
  const rest = after === null ? ordered : ordered.filter((d) => (sort === 'descending' ? key(d) < after : key(d) > after))
  const page = rest.slice(0, limit)
  return {
    items: page.map(deliveryView),
    next_page: rest.length > limit ? btoa(key(page[page.length - 1])) : null,
  }
}

export function alertRoutes(route: Route) {
  route('get', '/v1/alert-classes', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    const filter = query.get('filter')
    const listed = ALERT_CLASSES.filter((c) => c.listed && (!filter || subscriptionMatches(checkSubscription(filter, 'filter'), c.name)))
    const rows = listed.map((c) => ({ id: c.name, ...c }))
    return ok(paginate(query, rows, (c) => ({ name: c.name, description: c.description }), { sorts: ID_ONLY }))
  })

  route('get', '/v1/alert-receivers', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('alertReceiver'), (rx) => receiverView(store, rx)))
  })

  route('get', '/v1/alert-receivers/{receiver}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    return ok(receiverView(store, lookupReceiver(store, path.receiver)))
  })

  route('delete', '/v1/alert-receivers/{receiver}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    requireFleet(store, actor, 'admin')
    for (const s of secretsOf(store, rx)) s.destroy()
    for (const d of store.where('alertDelivery', (d) => d.receiver_id === rx.id)) d.destroy()
    rx.destroy()
    return noContent()
  })

  route('post', '/v1/webhook-receivers', ({ store, actor, json }) => {
    const body = json() as Record<string, unknown>
    const rxName = name(body)
    const description = str(body, 'description')
    const endpoint = checkEndpoint(body.endpoint)
    const secrets = array(body, 'secrets').map((s, i) => {
      if (typeof s !== 'string') throw badRequest(`unable to parse JSON body: secrets[${i}]: invalid type, expected a string`)
      return s
    })
    const subscriptions = (body.subscriptions === undefined ? [] : array(body, 'subscriptions')).map((s, i) =>
      checkSubscription(s, `subscriptions[${i}]`),
    )
    requireFleet(store, actor, 'collaborator')
    if (store.first('alertReceiver', (r) => r.name === rxName)) throw alreadyExists('alert-receiver', rxName)
    const now = new Date().toISOString()
    const rx = store.create('alertReceiver', {
      name: rxName,
      description,
      endpoint,
      subscriptions: [...new Set(subscriptions)],
      time_created: now,
      time_modified: now,
    })
    for (const secret of secrets) store.create('webhookSecret', { receiverKey: rx.id, secret, time_created: now })
    const { kind, ...view } = receiverView(store, rx)
    return created({ ...view, endpoint: kind.endpoint, secrets: kind.secrets })
  })

  route('put', '/v1/webhook-receivers/{receiver}', ({ store, actor, path, json }) => {
    const body = json() as Record<string, unknown>
    const newName = optName(body)
    const description = optStr(body, 'description')
    const endpoint = body.endpoint === undefined || body.endpoint === null ? null : checkEndpoint(body.endpoint)
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    requireFleet(store, actor, 'admin')
    if (newName && newName !== rx.name && store.first('alertReceiver', (r) => r.name === newName)) {
      throw alreadyExists('alert-receiver', newName)
    }
    rx.update({
      name: newName ?? rx.name,
      description: description ?? rx.description,
      endpoint: endpoint ?? rx.endpoint,
      time_modified: new Date().toISOString(),
    })
    return noContent()
  })

  route('post', '/v1/alert-receivers/{receiver}/subscriptions', ({ store, actor, path, json }) => {
    const subscription = checkSubscription((json() as Record<string, unknown>).subscription, 'subscription')
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    requireFleet(store, actor, 'admin')
    // Nexus: subscribing again to the same class or glob is fine (nothing changes).
    if (!rx.subscriptions.includes(subscription)) {
      rx.update({ subscriptions: [...rx.subscriptions, subscription], time_modified: new Date().toISOString() })
    }
    return created({ subscription })
  })

  route('delete', '/v1/alert-receivers/{receiver}/subscriptions/{subscription}', ({ store, actor, path }) => {
    const subscription = checkSubscription(path.subscription, 'subscription')
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    requireFleet(store, actor, 'admin')
    if (!rx.subscriptions.includes(subscription)) {
      // Nexus words it with the receiver's lookup key as Rust debug-prints it.
      const key = isUuid(path.receiver) ? `ById(${path.receiver})` : `ByName(Name("${path.receiver}"))`
      throw new NexusError(404, 'ObjectNotFound', `${key} is not subscribed to "${subscription}"`)
    }
    rx.update({ subscriptions: rx.subscriptions.filter((s) => s !== subscription), time_modified: new Date().toISOString() })
    return noContent()
  })

  route('get', '/v1/alert-receivers/{receiver}/deliveries', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    const flags = { delivered: flag(query, 'delivered'), failed: flag(query, 'failed'), pending: flag(query, 'pending') }
    const any = Object.values(flags).some((f) => f === true)
    const rows = store
      .where('alertDelivery', (d) => d.receiver_id === rx.id)
      .map((d) => settle(store, d))
      .filter((d) => !any || flags[d.state] === true)
    return ok(deliveriesPage(query, rows))
  })

  route('post', '/v1/alert-receivers/{receiver}/probe', ({ store, actor, path, query }) => {
    const resend = flag(query, 'resend') ?? false
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, path.receiver)
    if (secretsOf(store, rx).length === 0) throw noSecrets()
    const now = Date.now()
    const answer = endpointAnswer(rx.endpoint)
    // The probe is one request, not retried, and not kept: Nexus answers it and lists it nowhere.
    const probe: S['AlertDelivery'] = {
      id: randomUuid(),
      alert_class: 'probe',
      alert_id: randomUuid(),
      receiver_id: rx.id,
      trigger: 'probe',
      state: answer.result === 'succeeded' ? 'delivered' : 'failed',
      time_started: new Date(now).toISOString(),
      attempts: {
        webhook: [
          {
            attempt: 1,
            result: answer.result,
            time_sent: new Date(now).toISOString(),
            response: answer.status === null ? null : { status: answer.status, duration_ms: answer.durationMs },
          },
        ],
      },
    }
    let resendsStarted: number | null = null
    if (resend && answer.result === 'succeeded') {
      const mine = store.where('alertDelivery', (d) => d.receiver_id === rx.id).map((d) => settle(store, d, now))
      const resendable = [...new Set(mine.filter((d) => d.state === 'failed').map((d) => d.alert_id))].filter(
        (alertId) => !mine.some((d) => d.alert_id === alertId && d.state !== 'failed'),
      )
      for (const alertId of resendable) startDelivery(store, rx, alertId, now)
      resendsStarted = resendable.length
    }
    return ok({ probe, resends_started: resendsStarted })
  })

  route('post', '/v1/alerts/{alert_id}/resend', ({ store, actor, path, query }) => {
    const receiver = requiredQuery(query, 'receiver')
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, receiver)
    requireFleet(store, actor, 'admin')
    const alert = store.find('alert', path.alert_id)
    if (!alert) throw notFound('alert', { id: path.alert_id })
    if (!rx.subscriptions.some((s) => subscriptionMatches(s, alert.alert_class))) throw notSubscribed(alert.alert_class)
    const d = startDelivery(store, rx, alert.id, Date.now())
    return created({ delivery_id: d.id })
  })

  route('get', '/v1/webhook-secrets', ({ store, actor, query }) => {
    const receiver = requiredQuery(query, 'receiver')
    requireFleet(store, actor, 'viewer')
    return ok({ secrets: secretsOf(store, lookupReceiver(store, receiver)).map(secretView) })
  })

  route('post', '/v1/webhook-secrets', ({ store, actor, query, json }) => {
    const secret = str(json() as Record<string, unknown>, 'secret')
    const receiver = requiredQuery(query, 'receiver')
    requireFleet(store, actor, 'viewer')
    const rx = lookupReceiver(store, receiver)
    requireFleet(store, actor, 'admin')
    const row = store.create('webhookSecret', { receiverKey: rx.id, secret, time_created: new Date().toISOString() })
    return created(secretView(row))
  })

  route('delete', '/v1/webhook-secrets/{secret_id}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    const secret = store.find('webhookSecret', path.secret_id)
    if (!secret) throw notFound('webhook-secret', { id: path.secret_id })
    requireFleet(store, actor, 'admin')
    secret.destroy()
    return noContent()
  })
}

/** A new delivery of an alert (a resend): pending, no attempts yet; `settle` gives it its outcome. */
function startDelivery(store: Store, rx: Row<'alertReceiver'>, alertId: string, now: number): Row<'alertDelivery'> {
  const alert = store.find('alert', alertId)!
  return store.create('alertDelivery', {
    alert_class: alert.alert_class,
    alert_id: alert.id,
    receiver_id: rx.id,
    state: 'pending',
    trigger: 'resend',
    time_started: new Date(now).toISOString(),
    attempts: { webhook: [] },
  })
}
