import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPortRange, parsePortRange, validatePortRange } from '~/validation'
import { apiPattern } from './openapi'

describe('port ranges', () => {
  it.each([
    ['22', [22, 22]],
    ['  22  ', [22, 22]],
    ['8000-8080', [8000, 8080]],
    [' 0-65535 ', [0, 65535]],
    ['80-80', [80, 80]],
    ['00080', [80, 80]],
  ])('%j → %j', (text, range) => {
    expect(parsePortRange(text)).toEqual(range)
    expect(validatePortRange(text)).toBeUndefined()
  })

  it.each([
    ['', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['http', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['123456', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['80 - 90', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['80-', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['-80', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['1-2-3', 'Must be a port number or a range of ports, like 80 or 8000-8080'],
    ['65536', 'Ports must be 65535 or lower'],
    ['80-99999', 'Ports must be 65535 or lower'],
    ['90-80', 'The end of the range must not be lower than the start'],
  ])('%j → %s', (text, message) => {
    expect(validatePortRange(text)).toBe(message)
    expect(parsePortRange(text)).toBeUndefined()
  })

  const port = fc.integer({ min: 0, max: 65535 })
  const range = fc.tuple(port, port).map(([a, b]): [number, number] => [Math.min(a, b), Math.max(a, b)])

  it('round-trips every valid range through its text, padded with spaces', () => {
    fc.assert(
      fc.property(range, fc.nat(3), fc.nat(3), (r, before, after) => {
        const text = formatPortRange(r)
        expect(text).toMatch(apiPattern('L4PortRange'))
        expect(parsePortRange(' '.repeat(before) + text + ' '.repeat(after))).toEqual(r)
        expect(parsePortRange(`${r[0]}-${r[1]}`)).toEqual(r)
      }),
    )
  })

  it('refuses a range whose end is below its start', () => {
    fc.assert(
      fc.property(port, port, (a, b) => {
        fc.pre(a !== b)
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)]
        expect(validatePortRange(`${hi}-${lo}`)).toBe('The end of the range must not be lower than the start')
      }),
    )
  })
})
