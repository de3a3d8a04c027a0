// Alert receivers' plain rules: the subscription (an exact alert class or a
// glob) and endpoint checks the forms make before Nexus does, and the words
// for a delivery's states and attempts. Who may change what (Nexus's policy)
// and the receiver page's query are in alerts.rights.ts and alerts.search.ts,
// which the routes bring with the app; re-exported here.
import type { Schema } from '~/api'
import type { Permission } from '../shared/permission.rules'
import type { DeliveryFilter } from './alerts.search'

export { ADMIN_REASON, alertWrites, CREATE_REASON, type AlertWrites } from './alerts.rights'
export {
  DELIVERY_STATES,
  parseDeliveryFilter,
  parseReceiverSearch,
  type DeliveryFilter,
  type DeliveryState,
  type ReceiverSearch,
} from './alerts.search'

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
