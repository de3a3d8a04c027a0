// Display formatting for numbers, sizes and times. English only for now.

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 86_400_000
export const WEEK_MS = 604_800_000

import { GiB, KiB, MiB, TiB } from '~/api'

// Size units live with the API (they describe its byte counts); re-exported for views.
export { GiB, KiB, MiB, TiB }

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 })

/** Up to two decimals; 1,000,000 or more in compact notation (1.2M). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  return Math.abs(n) >= 1_000_000 ? compact.format(n) : plain.format(n)
}

const byteUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const

/** 1536 → '1.5 KiB'. */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (Math.abs(value) >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024
    unit++
  }
  return `${plain.format(value)} ${byteUnits[unit]}`
}

export function bytesToGiB(bytes: number): number {
  return bytes / GiB
}

/** Bytes shown as GiB, whatever their size: 2147483648 → '2 GiB'. */
export function formatGiB(bytes: number): string {
  return `${plain.format(bytesToGiB(bytes))} GiB`
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Local time, e.g. 'Jun 4, 2025, 14:03'. */
export function formatDateTime(date: Date | string | number): string {
  return dateTime.format(new Date(date))
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' })

const steps: [limitMs: number, unitMs: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [HOUR_MS, MINUTE_MS, 'minute'],
  [DAY_MS, HOUR_MS, 'hour'],
  [WEEK_MS, DAY_MS, 'day'],
  [30 * DAY_MS, WEEK_MS, 'week'],
  [365 * DAY_MS, 30 * DAY_MS, 'month'],
  [Infinity, 365 * DAY_MS, 'year'],
]

/** '3 minutes ago', 'in 2 hours'; under a minute either way is 'just now'. */
export function timeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const diff = new Date(date).getTime() - new Date(now).getTime()
  const abs = Math.abs(diff)
  if (abs < MINUTE_MS) return 'just now'
  const [, unitMs, unit] = steps.find(([limit]) => abs < limit)!
  const amount = Math.trunc(diff / unitMs)
  return relative.format(amount, unit)
}

// ---- counts past 2^53 (IPv6 addresses: Nexus sends a uint128 as a string) ----

const grouped = new Intl.NumberFormat('en-US')
const scientific = new Intl.NumberFormat('en-US', { notation: 'scientific', maximumFractionDigits: 2 })
/** Past this, compact notation runs out of units ('1,000T'): scientific says it shorter. */
const COMPACT_LIMIT = 10n ** 15n

/** A count as a BigInt, never through a JS number: a string keeps every digit. */
export function toBigInt(value: bigint | number | string): bigint {
  return typeof value === 'bigint' ? value : BigInt(value)
}

export type BigCount = {
  /** What the cell shows: 999,999; 1.23M; 18.45B; 1.84E19. */
  text: string
  /** Every digit, grouped: for the tooltip or title when `text` is shortened. */
  exact: string
  /** `text` is shortened (compact or scientific), so `exact` is worth showing. */
  shortened: boolean
}

/** For counts of any size: 1,000,000 or more in compact notation, up to two decimals. */
export function formatBigCount(value: bigint | number | string): BigCount {
  const n = toBigInt(value)
  const abs = n < 0n ? -n : n
  const exact = grouped.format(n)
  if (abs < 1_000_000n) return { text: exact, exact, shortened: false }
  const text = abs < COMPACT_LIMIT ? compact.format(n) : scientific.format(n)
  return { text, exact, shortened: true }
}
