import fc from 'fast-check'
import { BlockList, isIP } from 'node:net'
import { describe, expect, it } from 'vitest'
import { messages, parseCidr, validateCidr } from '~/validation'

// validateCidr against Node: the address by net.isIP (zone ids aside: Nexus
// has none), the width by net.BlockList, which refuses a prefix wider than
// the family's (32 or 128). Every answer is one of the spec §5 messages.
const RUNS = { numRuns: 4000 }

const address = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4().map((a) => `::ffff:${a}`),
  fc.ipV4Extended(),
  fc.tuple(fc.ipV6(), fc.stringMatching(/^[a-z0-9]{1,4}$/)).map(([a, z]) => `${a}%${z}`),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef:.'), maxLength: 20 }),
)
const width = fc.oneof(
  fc.integer({ min: 0, max: 140 }).map(String),
  fc.integer({ min: 0, max: 140 }).map((n) => `0${n}`), // leading zero: still an integer
  fc.constantFrom('', '-1', '1.5', '24 ', ' 24', '1e1', 'x', '0x10', '٣'),
)
const text = fc.oneof(
  fc.tuple(address, width).map(([a, w]) => `${a}/${w}`),
  fc.tuple(address, width, width).map(([a, w, v]) => `${a}/${w}/${v}`),
  address,
  fc.string({ maxLength: 30 }),
)

/** What Node makes of it: the spec message it deserves, or undefined for a network. */
function reference(value: string): string | undefined {
  const parts = value.split('/')
  if (parts.length !== 2) return messages.cidr.shape
  const [addr, w] = parts
  const version = addr.includes('%') ? 0 : isIP(addr)
  if (!version) return messages.ip.invalid
  if (!/^[0-9]+$/.test(w)) return messages.cidr.widthInteger
  try {
    new BlockList().addSubnet(addr, Number(w), version === 4 ? 'ipv4' : 'ipv6')
  } catch {
    return version === 4 ? messages.cidr.maxWidthV4 : messages.cidr.maxWidthV6
  }
  return undefined
}

describe('validateCidr against net.isIP and net.BlockList', () => {
  it('gives the message Node implies for every text', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(validateCidr(value)).toBe(reference(value))
      }),
      RUNS,
    )
  })

  it('parses a network Node agrees holds its own address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4().map((a) => `::ffff:${a}`)), fc.nat(), (addr, n) => {
        const version = isIP(addr) as 4 | 6
        const w = n % (version === 4 ? 33 : 129)
        const parsed = parseCidr(`${addr}/${w}`)
        expect(parsed).toMatchObject({ address: addr, width: w, version, text: `${addr}/${w}` })
        const list = new BlockList()
        list.addSubnet(addr, w, version === 4 ? 'ipv4' : 'ipv6')
        expect(list.check(addr, version === 4 ? 'ipv4' : 'ipv6')).toBe(true)
      }),
      RUNS,
    )
  })

  it('writes a width with leading zeros plainly', () => {
    expect(parseCidr('10.0.0.0/008')?.text).toBe('10.0.0.0/8')
  })
})
