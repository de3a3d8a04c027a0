import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCidr, validateCidr } from '~/validation'
import { apiPattern } from './openapi'

describe('validateCidr', () => {
  it.each([
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['/8', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])('%j → %s', (value, message) => {
    expect(validateCidr(value)).toBe(message)
    expect(parseCidr(value)).toBeUndefined()
  })

  it.each([
    ['10.0.0.0/8', 4, 8],
    ['0.0.0.0/0', 4, 0],
    ['192.168.1.7/32', 4, 32],
    ['fd00::/48', 6, 48],
    ['::/0', 6, 0],
    ['::ffff:10.0.0.0/128', 6, 128],
  ])('%s is an IPv%i network of width %i', (value, version, width) => {
    expect(validateCidr(value)).toBeUndefined()
    expect(parseCidr(value)).toMatchObject({ version, width, text: value })
  })

  it('writes the width plainly for the API', () => {
    expect(parseCidr('10.0.0.0/08')?.text).toBe('10.0.0.0/8')
  })

  it('accepts IPv4 widths 0–32 and refuses the rest', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.nat(300), (ip, width) => {
        const value = `${ip}/${width}`
        if (width <= 32) {
          expect(validateCidr(value)).toBeUndefined()
          expect(parseCidr(value)?.text).toMatch(apiPattern('Ipv4Net'))
        } else {
          expect(validateCidr(value)).toBe('Max width for IPv4 is 32')
        }
      }),
    )
  })

  it('accepts IPv6 widths 0–128 and refuses the rest', () => {
    fc.assert(
      fc.property(fc.ipV6(), fc.nat(300), (ip, width) => {
        expect(validateCidr(`${ip}/${width}`)).toBe(width <= 128 ? undefined : 'Max width for IPv6 is 128')
      }),
    )
  })
})
