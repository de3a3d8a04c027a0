import { describe, expect, it } from 'vitest'
import { countOf, DAY_MS, formatBytes, formatDateTime, formatGiB, formatNumber, GiB, MINUTE_MS, plainNumber, timeAgo } from '~/views/ui'

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [3.14159, '3.14'],
    [0.1 + 0.2, '0.3'],
    [1234.5, '1,234.5'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_200_000, '1.2M'],
    [1_234_567, '1.23M'],
    [2_500_000_000, '2.5B'],
    [-1_500_000, '-1.5M'],
    [-42.567, '-42.57'],
  ])('%d → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text)
  })
})

describe('sizes use multiples of 1024', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 * 1024, '10 MiB'],
    [GiB, '1 GiB'],
    [1024 * GiB, '1 TiB'],
  ])('formatBytes(%d) → %s', (n, text) => {
    expect(formatBytes(n)).toBe(text)
  })

  it('formatGiB keeps GiB whatever the size', () => {
    expect(formatGiB(2 * GiB)).toBe('2 GiB')
    expect(formatGiB(GiB / 2)).toBe('0.5 GiB')
    expect(formatGiB(2048 * GiB)).toBe('2,048 GiB')
  })
})

describe('times', () => {
  it('formatDateTime shows the local date and 24-hour time', () => {
    expect(formatDateTime(new Date(2025, 5, 4, 14, 3))).toBe('Jun 4, 2025, 14:03')
  })

  it('timeAgo speaks in the largest whole unit', () => {
    const now = new Date(2025, 5, 4, 12, 0)
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now)
    expect(ago(10_000)).toBe('just now')
    expect(ago(3 * MINUTE_MS)).toBe('3 minutes ago')
    expect(ago(MINUTE_MS)).toBe('1 minute ago')
    expect(ago(2 * 60 * MINUTE_MS + 5 * MINUTE_MS)).toBe('2 hours ago')
    expect(ago(DAY_MS)).toBe('1 day ago')
    expect(ago(10 * DAY_MS)).toBe('1 week ago')
    expect(ago(400 * DAY_MS)).toBe('1 year ago')
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE_MS), now)).toBe('in 5 minutes')
  })
})

// The everyday formats are written out by hand (Intl's first use costs a page
// its locale data): each must say exactly what Intl says for en-US.
describe('the hand-written formats agree with Intl', () => {
  const numbers = [0, -0, 1, -1, 0.005, 1.005, 2.675, 0.125, -0.125, 999.995, 1e-7, 12345.678, -987654.321, 0.1 + 0.2, 1023.999, 2 ** 31, 123456789.555]
  it.each(numbers)('plainNumber(%d)', (n) => {
    expect(plainNumber(n)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n))
  })

  it('plainNumber over many values', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    for (let i = 0; i < 5_000; i++) {
      const n = (Math.sin(i) * 10 ** (i % 9)) / (i % 3 ? 1 : 7)
      expect(plainNumber(n), String(n)).toBe(intl.format(n))
    }
  })

  it('formatDateTime over a year of times', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 7_654_321) expect(formatDateTime(t)).toBe(intl.format(t))
  })

  it('timeAgo and countOf', () => {
    const rel = new Intl.RelativeTimeFormat('en', { numeric: 'always' })
    const now = new Date(2025, 5, 4, 12, 0)
    for (const [ms, amount, unit] of [[-3 * MINUTE_MS, -3, 'minute'], [-MINUTE_MS, -1, 'minute'], [5 * MINUTE_MS, 5, 'minute'], [-1000 * 365 * DAY_MS, -1000, 'year']] as const)
      expect(timeAgo(new Date(now.getTime() + ms), now)).toBe(rel.format(amount, unit))
    for (const [amount, unit] of [[1, 'day'], [2, 'hour'], [1234, 'minute'], [0, 'day']] as const)
      expect(countOf(amount, unit)).toBe(new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' }).format(amount))
  })
})
