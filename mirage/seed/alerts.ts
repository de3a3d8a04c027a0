// Alerts the rack raised (power supplies pulled and put back) and two webhook
// receivers: `ops-pager` (an endpoint that answers: its deliveries delivered)
// and `flaky-sink` (an endpoint that answers 503: its deliveries failed after
// three attempts, one still pending). Outcomes follow mirage/lib/alerts.ts.
import { attemptsFor } from '../lib/alerts'
import type { Store } from '../store'
import { stableId } from './ids'
import { at, stamps } from './time'

const PSU = 'hardware.power_shelf.psu'

export function seedAlerts(store: Store) {
  const alerts = [
    { key: 'a1', cls: `${PSU}.remove`, day: 18 },
    { key: 'a2', cls: `${PSU}.insert`, day: 18.1 },
    { key: 'a3', cls: `${PSU}.remove`, day: 21 },
  ].map(({ key, cls, day }) =>
    store.create('alert', { id: stableId(`alert:${key}`), alert_class: cls, time_created: at(day) }),
  )

  const receivers = [
    {
      name: 'ops-pager',
      description: 'Pages the on-call operator',
      endpoint: 'https://hooks.ops.example.com/oxide',
      subscriptions: [`${PSU}.*`],
    },
    {
      name: 'flaky-sink',
      description: 'Archive of hardware events (its endpoint is failing)',
      endpoint: 'https://archive-fail.example.net/webhook',
      subscriptions: ['hardware.**'],
    },
  ].map((r) => {
    const rx = store.create('alertReceiver', { id: stableId(`alert-receiver:${r.name}`), ...r, ...stamps(10) })
    store.create('webhookSecret', { id: stableId(`webhook-secret:${r.name}`), receiverKey: rx.id, secret: `seed-${r.name}`, time_created: at(10) })
    return rx
  })

  for (const rx of receivers) {
    for (const alert of alerts) {
      const start = Date.parse(alert.time_created) + 1_000
      const { state, attempts } = attemptsFor(rx.endpoint, start)
      store.create('alertDelivery', {
        id: stableId(`alert-delivery:${rx.name}/${alert.id}`),
        alert_class: alert.alert_class,
        alert_id: alert.id,
        receiver_id: rx.id,
        trigger: 'alert',
        time_started: new Date(start).toISOString(),
        state,
        attempts: { webhook: attempts },
      })
    }
  }
  // The failing receiver's newest delivery is still being retried: one failed attempt so far.
  const last = store.find('alertDelivery', stableId(`alert-delivery:flaky-sink/${alerts[2].id}`))!
  last.update({ state: 'pending', attempts: { webhook: last.attempts.webhook.slice(0, 1) } })
}
