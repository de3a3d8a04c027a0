import { describe, expect, it } from 'vitest'
import { formatBigCount, toBigInt } from '~/views/ui'

describe('formatBigCount', () => {
  it.each([
    [0n, '0'],
    [999_999n, '999,999'],
    [1_000_000n, '1M'],
    [1_234_567n, '1.23M'],
    [18_450_000_000n, '18.45B'],
    [9_007_199_254_740_991n, '9.01E15'],
  ])('%s shows as %s', (n, text) => {
    expect(formatBigCount(n).text).toBe(text)
  })

  it('an IPv6 /64 shows 18446744073709551616 compactly, with every digit kept for the tooltip', () => {
    // As Nexus sends it: a uint128 in a string.
    const count = formatBigCount('18446744073709551616')
    expect(count).toEqual({ text: '1.84E19', exact: '18,446,744,073,709,551,616', shortened: true })
    expect(count.exact.replace(/,/g, '')).toBe('18446744073709551616')
  })

  it('keeps values past 2^53 exact (a JS number would not)', () => {
    const past = 2n ** 53n + 1n // 9007199254740993: as a number it reads …992
    expect(Number(past).toString()).toBe('9007199254740992')
    expect(formatBigCount(past.toString()).exact).toBe('9,007,199,254,740,993')
    const all = 2n ** 128n
    expect(formatBigCount(all).exact.replace(/,/g, '')).toBe('340282366920938463463374607431768211456')
    expect(formatBigCount(all).text).toBe('3.4E38')
  })

  it('takes numbers and strings as the document types them', () => {
    expect(toBigInt(142)).toBe(142n)
    expect(toBigInt('340282366920938463463374607431768211455')).toBe(2n ** 128n - 1n)
    expect(formatBigCount(142)).toEqual({ text: '142', exact: '142', shortened: false })
  })
})
