import { describe, expect, it } from 'vitest'
import { validateSize } from '~/validation'

const disk = { min: 1, max: 1023, unit: 'GiB' }

describe('validateSize', () => {
  it.each([
    [0, 'Must be at least 1 GiB'],
    [-5, 'Must be at least 1 GiB'],
    [1024, 'Must be 1023 GiB or less'],
    [1.5, 'Must be a whole number'],
    [Number.NaN, 'Must be a whole number'],
    [Number.POSITIVE_INFINITY, 'Must be a whole number'],
  ])('%d GiB → %s', (value, message) => expect(validateSize(value, disk)).toBe(message))

  it.each([1, 20, 1023])('accepts %d GiB', (value) => expect(validateSize(value, disk)).toBeUndefined())

  it('leaves the unit out when there is none', () => {
    expect(validateSize(0, { min: 1, max: 64 })).toBe('Must be at least 1')
    expect(validateSize(65, { min: 1, max: 64 })).toBe('Must be 64 or less')
  })
})
