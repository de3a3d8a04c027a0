import fc from 'fast-check'
import { isIP } from 'node:net'
import { describe, expect, it } from 'vitest'
import { messages, parseIp, validateIp } from '~/validation'

// validateIp against Node's own parser (net.isIP), on thousands of generated
// addresses and near-misses. One deliberate difference: a zone id
// ('fe80::1%eth0') is an IPv6 address to Node but not to Nexus (Rust's
// Ipv6Addr, the API's `ip` format), so the console refuses it.
const RUNS = { numRuns: 4000 }

const byte = fc.integer({ min: 0, max: 255 })
/** A decimal octet, sometimes with leading zeros ('010'), sometimes out of range. */
const octet = fc.oneof(
  byte.map(String),
  fc.tuple(fc.integer({ min: 1, max: 2 }), byte).map(([pad, n]) => '0'.repeat(pad) + n),
  fc.integer({ min: 256, max: 9999 }).map(String),
)
const ipv4ish = fc.array(octet, { minLength: 3, maxLength: 5 }).map((o) => o.join('.'))
const zone = fc.stringMatching(/^[a-z0-9]{1,6}$/)

/** Addresses, edge forms and junk, all in one stream. */
const candidates = fc.oneof(
  fc.ipV4(),
  fc.ipV4Extended(), // octal, hex and short forms: not addresses to Nexus or Node
  ipv4ish,
  fc.ipV6(),
  fc.ipV6().map((a) => a.toUpperCase()),
  fc.ipV4().map((a) => `::ffff:${a}`), // IPv4-mapped
  fc.ipV4().map((a) => `::${a}`), // IPv4-compatible
  ipv4ish.map((a) => `::ffff:${a}`),
  fc.tuple(fc.ipV6(), zone).map(([a, z]) => `${a}%${z}`),
  fc.tuple(fc.ipV6(), fc.ipV6()).map(([a, b]) => `${a.split('::')[0]}::${b.split('::').pop()}`),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:.%x '), maxLength: 45 }),
  fc.string({ maxLength: 20 }),
)

describe('validateIp against net.isIP', () => {
  it('accepts exactly the addresses Node accepts, zone ids aside, with the same version', () => {
    fc.assert(
      fc.property(candidates, (text) => {
        const node = text.includes('%') ? 0 : isIP(text)
        const ours = parseIp(text)
        expect(ours?.version ?? 0).toBe(node)
        expect(validateIp(text)).toBe(node ? undefined : messages.ip.invalid)
      }),
      RUNS,
    )
  })

  it('refuses every zone id', () => {
    fc.assert(
      fc.property(fc.ipV6(), zone, (address, z) => {
        expect(isIP(`${address}%${z}`)).toBe(6)
        expect(validateIp(`${address}%${z}`)).toBe(messages.ip.invalid)
      }),
      RUNS,
    )
  })

  it.each([
    ['::ffff:1.2.3.4', 6],
    ['::1.2.3.4', 6],
    ['::', 6],
    ['1::', 6],
    ['1:2:3:4:5:6:7::', 6],
    ['1:2:3:4:5:6:1.2.3.4', 6],
    ['FE80::A', 6],
    ['0.0.0.0', 4],
    ['255.255.255.255', 4],
    ['01.2.3.4', 0],
    ['::ffff:01.2.3.4', 0],
    ['1.2.3', 0],
    ['0x1.2.3.4', 0],
    [' 1.2.3.4', 0],
    ['1:2:3:4:5:6:7:8:9', 0],
    ['1::2::3', 0],
    ['fe80::1%eth0', 0],
  ])('%s is version %i (0: invalid)', (text, version) => {
    expect(parseIp(text)?.version ?? 0).toBe(version)
  })
})
