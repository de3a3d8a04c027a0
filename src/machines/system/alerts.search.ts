// The receiver page's query: its tab and the deliveries' state
// filter. Apart from alerts.rules.ts so the route's `validateSearch` brings
// only this with the app.
import type { Schema } from '~/api'

export type DeliveryState = Schema<'AlertDeliveryState'>

export const DELIVERY_STATES: DeliveryState[] = ['delivered', 'pending', 'failed']

/** The deliveries tab's filter: one state, or all. */
export type DeliveryFilter = DeliveryState | 'all'

export const parseDeliveryFilter = (v: unknown): DeliveryFilter =>
  v === 'delivered' || v === 'pending' || v === 'failed' ? v : 'all'

/** The receiver page's query: its tab (deliveries, the default, has none) and the deliveries' state filter. */
export type ReceiverSearch = { tab?: 'subscriptions' | 'secrets'; state?: Exclude<DeliveryFilter, 'all'> }

export function parseReceiverSearch(s: Record<string, unknown>): ReceiverSearch {
  const tab = s.tab === 'subscriptions' || s.tab === 'secrets' ? s.tab : undefined
  const state = parseDeliveryFilter(s.state)
  return { ...(tab && { tab }), ...(state !== 'all' && { state }) }
}
