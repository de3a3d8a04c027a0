import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEVICE_CODE_LENGTH, formatDeviceCode, isCompleteDeviceCode, normalizeDeviceCode } from '~/validation'

describe('device code', () => {
  it('is 8 letters long', () => expect(DEVICE_CODE_LENGTH).toBe(8))

  it.each([
    ['abcd-efgh', 'ABCDEFGH'],
    [' ab12cd efgh ij', 'ABCDEFGH'],
    ['abc', 'ABC'],
    ['ß-é-q', 'Q'],
    ['', ''],
  ])('normalizes %j to %j', (text, letters) => expect(normalizeDeviceCode(text)).toBe(letters))

  it.each([
    ['ABCDEFGH', 'ABCD-EFGH'],
    ['abcdefgh', 'ABCD-EFGH'],
    ['ABCD-EFGH', 'ABCD-EFGH'],
    ['ABCDE', 'ABCD-E'],
    ['ABCD', 'ABCD'],
    ['AB', 'AB'],
  ])('formats %j as %j', (letters, code) => expect(formatDeviceCode(letters)).toBe(code))

  it('is complete at exactly 8 letters', () => {
    expect(isCompleteDeviceCode('ABCDEFGH')).toBe(true)
    expect(isCompleteDeviceCode('ABCDEFG')).toBe(false)
    expect(isCompleteDeviceCode('ABCDEFGHI')).toBe(false)
    expect(isCompleteDeviceCode('ABCD-EFGH')).toBe(false)
  })

  it('normalizes to at most 8 upper-case letters, idempotently', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const letters = normalizeDeviceCode(text)
        expect(letters).toMatch(/^[A-Z]{0,8}$/)
        expect(normalizeDeviceCode(letters)).toBe(letters)
        expect(formatDeviceCode(text).replace('-', '')).toBe(letters)
      }),
    )
  })
})
