// Display formatting for numbers, sizes and times. English only for now.

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 86_400_000
export const WEEK_MS = 604_800_000

import { GiB, KiB, MiB, TiB } from '~/api'

// Size units live with the API (they describe its byte counts); re-exported for views.
export { GiB, KiB, MiB, TiB }

// The everyday formats (a size, a date, '3 minutes ago') are written out by
// hand, not through Intl: the first Intl formatter a page makes loads the
// locale's data, ≈ 10 ms on the main thread before a list's first rows can
// show. Their output is Intl's for en-US (tests/component/ui/format.test.ts
// compares them); the rare formats (compact, scientific) still use Intl,
// made on first use.

/** Digits grouped by thousands: '1234567' → '1,234,567'. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A formatter made the first time it is asked for. */
const onFirstUse = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}
const plainIntl = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }))

/**
 * Up to two decimals, grouped: Intl's en-US number. Like Intl it rounds the
 * number as it is written at its shortest (1.005 → 1.01), half away from zero.
 */
export function plainNumber(n: number): string {
  const written = String(Math.abs(n))
  // Past 1e21 or under 1e-6 a number is written with an exponent: rare enough for Intl.
  if (!Number.isFinite(n) || written.includes('e')) return plainIntl().format(n)
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  const [whole, fraction = ''] = written.split('.')
  let digits = whole + fraction.slice(0, 2).padEnd(2, '0')
  if (fraction[2] >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0')
  const kept = digits.slice(-2).replace(/0+$/, '')
  return `${sign}${group(digits.slice(0, -2) || '0')}${kept ? `.${kept}` : ''}`
}

const compact = onFirstUse(() => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }))

/** Up to two decimals; 1,000,000 or more in compact notation (1.2M). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  return Math.abs(n) >= 1_000_000 ? compact().format(n) : plainNumber(n)
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
  return `${plainNumber(value)} ${byteUnits[unit]}`
}

export function bytesToGiB(bytes: number): number {
  return bytes / GiB
}

/** Bytes shown as GiB, whatever their size: 2147483648 → '2 GiB'. */
export function formatGiB(bytes: number): string {
  return `${plainNumber(bytesToGiB(bytes))} GiB`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const twoDigits = (n: number) => String(n).padStart(2, '0')

/** Local time, e.g. 'Jun 4, 2025, 14:03'. */
export function formatDateTime(date: Date | string | number): string {
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return 'Invalid Date'
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`
}

/** '1 minute', '3 hours', '1,000 days': a count of a unit, as Intl's long unit names have it. */
export function countOf(amount: number, unit: string): string {
  return `${plainNumber(amount)} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`
}

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
  return amount < 0 ? `${countOf(-amount, unit)} ago` : `in ${countOf(amount, unit)}`
}

// ---- counts past 2^53 (IPv6 addresses: Nexus sends a uint128 as a string) ----

const scientific = onFirstUse(() => new Intl.NumberFormat('en-US', { notation: 'scientific', maximumFractionDigits: 2 }))
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
  const exact = `${n < 0n ? '-' : ''}${group(abs.toString())}`
  if (abs < 1_000_000n) return { text: exact, exact, shortened: false }
  const text = abs < COMPACT_LIMIT ? compact().format(n) : scientific().format(n)
  return { text, exact, shortened: true }
}
