import { describe, expect, it } from 'vitest'
import { ipPosition, ipRangeMessages, ipRangeSize, validateIpRange } from '~/validation/network'

describe('validateIpRange', () => {
  it.each([
    ['10.0.0.1', '10.0.0.9'],
    ['10.0.0.1', '10.0.0.1'],
    ['fd00::', 'fd00::ffff:ffff:ffff:ffff'],
    ['::ffff:10.0.0.1', '::ffff:10.0.0.2'],
    [' 10.0.0.1 ', '10.0.0.2'],
  ])('%s – %s is a range', (first, last) => {
    expect(validateIpRange({ first, last })).toEqual({})
  })

  it('says which address is not one, in the words of spec §5', () => {
    expect(validateIpRange({ first: '10.0.0.256', last: '' })).toEqual({
      first: 'Not a valid IP address',
      last: 'Not a valid IP address',
    })
    expect(validateIpRange({ first: '10.0.0.1', last: 'fd00:::1' })).toEqual({ last: 'Not a valid IP address' })
  })

  it('refuses two versions', () => {
    expect(validateIpRange({ first: '10.0.0.1', last: 'fd00::1' })).toEqual({ last: ipRangeMessages.version })
    expect(ipRangeMessages.version).toBe('First and last addresses must both be IPv4 or both be IPv6')
  })

  it.each([
    ['10.0.0.9', '10.0.0.1'],
    ['10.0.1.0', '10.0.0.255'],
    ['fd00::1:0', 'fd00::ffff'],
    // A textual comparison would get this one wrong ('9' > '10').
    ['10.0.0.10', '10.0.0.9'],
  ])('refuses first %s after last %s', (first, last) => {
    expect(validateIpRange({ first, last })).toEqual({ last: 'Last address must not come before the first' })
  })

  it('compares numerically, not as text', () => {
    expect(validateIpRange({ first: '10.0.0.9', last: '10.0.0.10' })).toEqual({})
    expect(validateIpRange({ first: 'fd00::9', last: 'fd00::a' })).toEqual({})
  })
})

describe('ipRangeSize', () => {
  it('counts both ends, exactly, past 2^53', () => {
    expect(ipRangeSize('10.0.0.1', '10.0.0.1')).toBe(1n)
    expect(ipRangeSize('10.0.0.0', '10.0.0.255')).toBe(256n)
    expect(ipRangeSize('fd00::', 'fd00::ffff:ffff:ffff:ffff')).toBe(18446744073709551616n)
    expect(ipRangeSize('::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(2n ** 128n)
  })

  it('is undefined for anything that is not a range', () => {
    expect(ipRangeSize('10.0.0.2', '10.0.0.1')).toBeUndefined()
    expect(ipRangeSize('10.0.0.1', '::1')).toBeUndefined()
    expect(ipRangeSize('nope', '10.0.0.1')).toBeUndefined()
  })
})

describe('ipPosition', () => {
  it('reads an embedded IPv4 as the last two groups', () => {
    expect(ipPosition('::ffff:1.2.3.4')).toEqual({ version: 6, value: 0xffff01020304n })
    expect(ipPosition('1.2.3.4')).toEqual({ version: 4, value: 0x01020304n })
  })
})
