import { isIP } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseIp, validateIp } from '~/validation'

describe('validateIp', () => {
  it.each([
    ['0.0.0.0', 4],
    ['255.255.255.255', 4],
    ['10.0.0.1', 4],
    ['::', 6],
    ['::1', 6],
    ['fd00::', 6],
    ['FD00:ABCD::1', 6],
    ['2001:db8:0:0:0:0:2:1', 6],
    ['1:2:3:4:5:6:7::', 6],
    ['::2:3:4:5:6:7:8', 6],
    ['::ffff:192.0.2.1', 6],
    ['64:ff9b::192.0.2.33', 6],
    ['1:2:3:4:5:6:1.2.3.4', 6],
  ])('%s is IPv%i', (value, version) => {
    expect(parseIp(value)).toEqual({ version })
    expect(validateIp(value)).toBeUndefined()
  })

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.0.0.1',
    '01.2.3.4',
    '1.2.3.4 ',
    'a.b.c.d',
    ':::',
    '1::2::3',
    ':1::',
    '1:2:3:4:5:6:7:8::',
    '1:2:3:4:5:6:7::8',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '::1.2.3.4:5',
    '1:2:3:4:5:6:7:1.2.3.4',
    '::ffff:1.2.3.256',
    'fe80::1%eth0',
  ])('%j is not an IP address', (value) => {
    expect(parseIp(value)).toBeUndefined()
    expect(validateIp(value)).toBe('Not a valid IP address')
  })

  it('accepts every generated IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(parseIp(ip)).toEqual({ version: 4 })
      }),
    )
  })

  it('accepts every generated IPv6 address, compressed or with an embedded IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(parseIp(ip)).toEqual({ version: 6 })
      }),
    )
  })

  it("agrees with Node's address parser on arbitrary address-like text", () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFg:.'), maxLength: 45 })
    const mutatedV6 = fc.tuple(fc.ipV6(), fc.nat(), fc.constantFrom('', ':', '.', '0', '::', '.1')).map(
      ([ip, at, insert]) => ip.slice(0, at % (ip.length + 1)) + insert + ip.slice(at % (ip.length + 1)),
    )
    fc.assert(
      fc.property(fc.oneof(text, mutatedV6), (value) => {
        expect(parseIp(value)?.version ?? 0).toBe(isIP(value))
      }),
      { numRuns: 2000 },
    )
  })
})
