// The receiver page's query, read from the URL, and the reads every alert
// page refreshes on: the routes use both as the page opens, before the alerts
// module (its reads, forms and calls) loads.
import type { Read, Schema } from '~/api'

/** The deliveries tab's filter: one state, or all. */
export type DeliveryFilter = Schema<'AlertDeliveryState'> | 'all'

export const parseDeliveryFilter = (v: unknown): DeliveryFilter =>
  v === 'delivered' || v === 'pending' || v === 'failed' ? v : 'all'

/** The receiver page's query: its tab (deliveries, the default, has none) and the deliveries' state filter. */
export type ReceiverSearch = { tab?: 'subscriptions' | 'secrets'; state?: Exclude<DeliveryFilter, 'all'> }

export function parseReceiverSearch(s: Record<string, unknown>): ReceiverSearch {
  const tab = s.tab === 'subscriptions' || s.tab === 'secrets' ? s.tab : undefined
  const state = parseDeliveryFilter(s.state)
  return { ...(tab && { tab }), ...(state !== 'all' && { state }) }
}

/** Every call under these paths changes what the alert pages show. */
export const ALERT_PATHS: Read[] = ['/v1/alert-receivers', '/v1/alert-receivers/{receiver}', '/v1/alert-receivers/{receiver}/deliveries', '/v1/webhook-secrets']
