import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPortRange, MAX_PORT, messages, parsePortRange, validatePortRange } from '~/validation'
import { apiPattern } from './openapi'

// Port ranges (spec §5): one to five digits, optionally a dash and one to five
// more, spaces trimmed, end not below start — checked against the API's own
// L4PortRange pattern and plain arithmetic, over thousands of texts.
const RUNS = { numRuns: 4000 }
const L4 = apiPattern('L4PortRange')

const digits = fc.oneof(
  fc.integer({ min: 0, max: 70000 }).map(String),
  fc.integer({ min: 0, max: 999 }).map((n) => `00${n}`), // leading zeros
  fc.stringMatching(/^[0-9]{1,7}$/),
)
const text = fc.oneof(
  digits,
  fc.tuple(digits, digits).map(([a, b]) => `${a}-${b}`),
  fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), digits, fc.constantFrom('', ' ', '\n')).map(([l, d, r]) => l + d + r),
  fc.tuple(digits, digits).map(([a, b]) => `${a} - ${b}`),
  fc.string({ unit: fc.constantFrom(...'0123456789- '), maxLength: 14 }),
  fc.string({ maxLength: 12 }),
)

describe('validatePortRange', () => {
  it('accepts a text exactly when its trimmed form is an L4PortRange with ports in order and ≤ 65535', () => {
    fc.assert(
      fc.property(text, (value) => {
        const trimmed = value.trim()
        const [start, end = start] = trimmed.split('-').map(Number)
        const ok = L4.test(trimmed) && start <= MAX_PORT && end <= MAX_PORT && start <= end
        expect(validatePortRange(value) === undefined).toBe(ok)
        if (ok) {
          expect(parsePortRange(value)).toEqual([start, end])
          // What the console sends is the API's own form, and reads back the same.
          const sent = formatPortRange([start, end])
          expect(sent).toMatch(L4)
          expect(parsePortRange(sent)).toEqual([start, end])
        } else {
          expect(Object.values(messages.portRange)).toContain(validatePortRange(value))
        }
      }),
      RUNS,
    )
  })

  it('names the problem: shape, a port too high, or the order', () => {
    expect(validatePortRange('80-')).toBe(messages.portRange.shape)
    expect(validatePortRange('123456')).toBe(messages.portRange.shape)
    expect(validatePortRange('65536')).toBe(messages.portRange.maxPort)
    expect(validatePortRange('90-80')).toBe(messages.portRange.order)
    expect(validatePortRange(' 0-65535 ')).toBeUndefined()
  })
})
