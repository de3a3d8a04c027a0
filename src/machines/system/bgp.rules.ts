// BGP and BFD: plain rules and data — the ASN range, the peer and session
// states in words, and how long a peer has been in its state. The page's tabs
// are in bgp.search.ts (the route brings it with the app); re-exported here.
import type { Schema } from '~/api'
import { messages } from '~/validation'

export { BGP_TABS, parseBgpSearch, type BgpSearch, type BgpTab } from './bgp.search'

export type BgpPeerState = Schema<'BgpPeerState'>
export type BfdState = Schema<'BfdState'>
export type BfdMode = Schema<'BfdMode'>

// ---- ASN ---------------------------------------------------------------------

/** A 4-byte ASN (RFC 6793); 0 is reserved (RFC 7607). The document's `uint32`. */
export const ASN_MIN = 1
export const ASN_MAX = 4_294_967_295

export const asnMessages = {
  integer: 'ASN must be a whole number',
  range: `ASN must be between ${ASN_MIN} and ${ASN_MAX.toLocaleString('en-US')}`,
} as const

export function validateAsn(text: string): string | undefined {
  const value = text.trim()
  if (value === '') return messages.required('ASN')
  if (!/^[0-9]+$/.test(value)) return asnMessages.integer
  const n = Number(value)
  return n < ASN_MIN || n > ASN_MAX ? asnMessages.range : undefined
}

// ---- states in words -----------------------------------------------------------

export const PEER_STATE: Record<BgpPeerState, { label: string; tone: 'green' | 'yellow' | 'neutral' }> = {
  established: { label: 'Established', tone: 'green' },
  idle: { label: 'Idle', tone: 'neutral' },
  connect: { label: 'Connect', tone: 'yellow' },
  active: { label: 'Active', tone: 'yellow' },
  open_sent: { label: 'Open sent', tone: 'yellow' },
  open_confirm: { label: 'Open confirm', tone: 'yellow' },
  session_setup: { label: 'Session setup', tone: 'yellow' },
}

export const BFD_STATE: Record<BfdState, { label: string; tone: 'green' | 'yellow' | 'neutral' | 'red' }> = {
  up: { label: 'Up', tone: 'green' },
  init: { label: 'Init', tone: 'yellow' },
  down: { label: 'Down', tone: 'red' },
  admin_down: { label: 'Admin down', tone: 'neutral' },
}

export const BFD_MODES: { value: BfdMode; label: string; hint: string }[] = [
  { value: 'single_hop', label: 'Single hop', hint: 'RFC 5881: the peer is directly connected' },
  { value: 'multi_hop', label: 'Multi hop', hint: 'RFC 5883: the peer is one or more routers away' },
]

// ---- how long in a state ----------------------------------------------------------

const UNITS: [ms: number, one: string, many: string][] = [
  [86_400_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'minute', 'minutes'],
  [1_000, 'second', 'seconds'],
]

/**
 * A peer's time in its state, the two largest units: '3 days 4 hours',
 * '12 minutes 5 seconds', '40 seconds'; under a second: 'less than a second'.
 */
export function formatStateDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 1000) return 'less than a second'
  const total = Math.floor(ms)
  const first = UNITS.findIndex(([size]) => total >= size)
  const part = (i: number, n: number) => `${n} ${n === 1 ? UNITS[i][1] : UNITS[i][2]}`
  const big = Math.floor(total / UNITS[first][0])
  const next = first + 1 < UNITS.length ? Math.floor((total % UNITS[first][0]) / UNITS[first + 1][0]) : 0
  return next > 0 ? `${part(first, big)} ${part(first + 1, next)}` : part(first, big)
}
