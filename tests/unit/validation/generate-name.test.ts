import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createNameGenerator, generateName, validateName } from '~/validation'
import { apiPattern } from './openapi'

const SUFFIX = /-[0-9a-f]{6}$/
const fixed = (r: number) => createNameGenerator(() => r)

describe('generateName', () => {
  it('joins the parts and a six-character hex suffix with dashes', () => {
    expect(fixed(0)('disk', 'snapshot')).toBe('disk-snapshot-000000')
    expect(fixed(0.5)('my-disk')).toBe('my-disk-800000')
    expect(fixed(0.9999999999)('a')).toBe('a-ffffff')
    expect(generateName('disk')).toMatch(/^disk-[0-9a-f]{6}$/)
  })

  it('shortens long parts to fit 63 characters, giving unused room to longer parts', () => {
    const name = fixed(0)('a'.repeat(80), 'b'.repeat(80))
    expect(name).toBe(`${'a'.repeat(28)}-${'b'.repeat(27)}-000000`)
    expect(name).toHaveLength(63)
    expect(fixed(0)('short', 'c'.repeat(80))).toBe(`short-${'c'.repeat(50)}-000000`)
  })

  it('sanitises parts into a valid name', () => {
    expect(fixed(0)('Ubuntu 22.04.iso')).toBe('ubuntu-22-04-iso-000000')
    expect(fixed(0)('2024_backup', 'DISK')).toBe('backup-disk-000000')
    expect(fixed(0)('123', '456', 'x')).toBe('x-000000')
    expect(fixed(0)('--')).toBe('name-000000')
    expect(fixed(0)()).toBe('name-000000')
  })

  it('never ends a shortened part with a dash', () => {
    expect(fixed(0)(`${'a'.repeat(55)}-b`)).toBe(`${'a'.repeat(55)}-000000`)
  })

  it('is always a valid name of at most 63 characters ending in a hex suffix', () => {
    const pattern = apiPattern('Name')
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 90 }), fc.string({ unit: 'grapheme', maxLength: 20 })), {
          maxLength: 40,
        }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (parts, r) => {
          const name = fixed(r)(...parts)
          expect(validateName(name)).toBeUndefined()
          expect(name).toMatch(pattern)
          expect(name.length).toBeLessThanOrEqual(63)
          expect(name).toMatch(SUFFIX)
        },
      ),
      { numRuns: 500 },
    )
  })
})
