// Nexus's alert rules, as the mock keeps them.
//
// - Classes: Nexus's own list. `probe` and the `test.*` classes exist (an exact
//   subscription to one is checked against the whole list) but are left out of
//   `GET /v1/alert-classes`; `probe` cannot be subscribed to.
// - A subscription is an exact class or a glob of dot-separated segments, each
//   `*` (one segment), `**` (any number of segments) or a literal. Dropshot
//   checks the document's pattern first (its 400 has no error code); then Nexus
//   refuses an exact class it does not know, and `probe`. A glob matching no
//   class is accepted (it would match classes added later).
// - Endpoint: any URL; Nexus refuses (fail fast) one whose host is a loopback
//   or underlay address, or in the "localhost." zone.
// - Delivery outcome, the mock's rule (there is no real receiver): an endpoint
//   whose URL contains "unreachable" (or whose host ends in ".invalid") fails
//   unreachable, one containing "timeout" times out, one containing "fail"
//   answers HTTP 503; every other endpoint answers 200 in a few milliseconds.
//   A failing delivery is tried 3 times, then failed; a new (resent) delivery
//   is pending until `SETTLE_MS` after it started, then takes its outcome.
import type { components } from '../../src/api/generated/nexus'
import { badRequest, invalidRequest, invalidValue } from './errors'

type S = components['schemas']

export const ALERT_CLASSES: { name: string; description: string; listed: boolean }[] = [
  {
    name: 'probe',
    description:
      'Synthetic events sent for webhook receiver liveness probes.\nReceivers should return 2xx HTTP responses for these events, but they should NOT be treated as notifications of an actual event in the system.',
    listed: false,
  },
  ...['test.foo', 'test.foo.bar', 'test.foo.baz', 'test.quux.bar', 'test.quux.bar.baz'].map((name) => ({
    name,
    description: 'This is a test of the emergency alert system',
    listed: false,
  })),
  {
    name: 'hardware.power_shelf.psu.insert',
    description: 'A power supply unit (PSU) has been inserted into a power shelf',
    listed: true,
  },
  {
    name: 'hardware.power_shelf.psu.remove',
    description: 'A power supply unit (PSU) has been removed from a power shelf',
    listed: true,
  },
]

/** The document's `AlertSubscription` pattern, which Dropshot checks before Nexus sees the value. */
export const SUBSCRIPTION_PATTERN = '^([a-zA-Z0-9_]+|\\*|\\*\\*)(\\.([a-zA-Z0-9_]+|\\*|\\*\\*))*$'

/** The regex a glob stands for (Nexus's `regex_from_glob`). */
export function globRegex(glob: string): RegExp {
  const segments = glob.split('.').map((s) => (s === '*' ? '[^\\.]+' : s === '**' ? '.+' : s))
  return new RegExp(`^${segments.join('\\.')}$`)
}

/** Whether a subscription (exact or glob) covers a class. */
export const subscriptionMatches = (subscription: string, alertClass: string) =>
  subscription.includes('*') ? globRegex(subscription).test(alertClass) : subscription === alertClass

/**
 * A subscription as Nexus takes it, or its error: `where` says how Dropshot
 * names the value (a body field or the URL path).
 */
export function checkSubscription(value: unknown, where: string): string {
  if (typeof value !== 'string') throw badRequest(`unable to parse JSON body: ${where}: invalid type, expected a string`)
  if (!new RegExp(SUBSCRIPTION_PATTERN).test(value)) {
    throw badRequest(`unable to parse JSON body: ${where}: alert subscription "${value}" does not match the pattern ${SUBSCRIPTION_PATTERN}`)
  }
  if (value.includes('*')) return value
  if (!ALERT_CLASSES.some((c) => c.name === value)) {
    throw invalidValue('alert_class', `expected one of [${ALERT_CLASSES.map((c) => c.name).join(', ')}]`)
  }
  if (value === 'probe') {
    throw invalidValue(
      'alert_class',
      "the 'probe' alert class is a synthetic alert used only for webhook liveness probes, and is not included in alert lists and cannot be subscribed to",
    )
  }
  return value
}

const isLoopback = (host: string) => /^127\./.test(host) || host === '[::1]'
const isUnderlay = (host: string) => /^\[fd/i.test(host)

/** An endpoint URL as Nexus takes it: a URL (else Dropshot's 400), not a loopback, underlay or localhost host. */
export function checkEndpoint(value: unknown): string {
  if (typeof value !== 'string') throw badRequest('unable to parse JSON body: endpoint: invalid type, expected a string')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badRequest('unable to parse JSON body: endpoint: relative URL without a base')
  }
  const host = url.hostname
  const refuse = (why: string) =>
    invalidValue('endpoint', `the URL '${url.href}' contains an address that may not be used for a webhook receiver endpoint. ${why}`)
  if (host === 'localhost' || host.endsWith('.localhost')) {
    throw refuse(`external HTTP requests may not be made to localhost (URL host "${host}" is in the "localhost." zone)`)
  }
  if (isLoopback(host)) {
    throw refuse(`IP addresses in URLs for external requests must be external to the underlay network: address ${host.replace(/[[\]]/g, '')} is a loopback address`)
  }
  if (isUnderlay(host)) {
    throw refuse(`IP addresses in URLs for external requests must be external to the underlay network: address ${host.replace(/[[\]]/g, '')} is within the underlay subnet fd00::/48`)
  }
  return url.href
}

export type AttemptResult = S['WebhookDeliveryAttemptResult']

/** What the endpoint answers each attempt (the mock's rule, above). */
export function endpointAnswer(endpoint: string): { result: AttemptResult; status: number | null; durationMs: number } {
  const url = endpoint.toLowerCase()
  if (url.includes('unreachable') || /^[a-z]+:\/\/[^/]*\.invalid(:|\/|$)/.test(url)) {
    return { result: 'failed_unreachable', status: null, durationMs: 0 }
  }
  if (url.includes('timeout')) return { result: 'failed_timeout', status: null, durationMs: 30_000 }
  if (url.includes('fail')) return { result: 'failed_http_error', status: 503, durationMs: 41 }
  return { result: 'succeeded', status: 200, durationMs: 12 }
}

/** Attempts at a failing endpoint before a delivery is failed for good. */
export const MAX_ATTEMPTS = 3
/** How long a new delivery stays pending in the mock. */
export const SETTLE_MS = 2_000

/** The attempts a delivery to this endpoint makes from `start`, and the state it ends in. */
export function attemptsFor(endpoint: string, start: number): { state: S['AlertDeliveryState']; attempts: S['WebhookDeliveryAttempt'][] } {
  const answer = endpointAnswer(endpoint)
  const count = answer.result === 'succeeded' ? 1 : MAX_ATTEMPTS
  const attempts = Array.from({ length: count }, (_, i) => ({
    attempt: i + 1,
    result: answer.result,
    // Nexus backs off between attempts (a minute, then more); the mock's gaps are short.
    time_sent: new Date(start + i * 60_000).toISOString(),
    response: answer.status === null ? null : { status: answer.status, duration_ms: answer.durationMs + i },
  }))
  return { state: answer.result === 'succeeded' ? 'delivered' : 'failed', attempts }
}

export const noSecrets = () => invalidRequest('receiver has no secrets, so delivery requests cannot be sent')

export const notSubscribed = (alertClass: string) =>
  invalidRequest(`cannot resend alert: receiver is not subscribed to the '${alertClass}' alert class`)
