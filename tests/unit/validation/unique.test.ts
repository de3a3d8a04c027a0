import { describe, expect, it } from 'vitest'
import { validateUnique } from '~/validation'

describe('validateUnique', () => {
  it('refuses repeated items', () => {
    expect(validateUnique(['a', 'b', 'a'])).toBe('Items must be unique')
    expect(validateUnique([1, 1])).toBe('Items must be unique')
    expect(
      validateUnique([
        { type: 'ip', value: '10.0.0.1' },
        { value: '10.0.0.1', type: 'ip' },
      ]),
    ).toBe('Items must be unique')
  })

  it('accepts distinct items', () => {
    expect(validateUnique([])).toBeUndefined()
    expect(validateUnique(['a', 'b'])).toBeUndefined()
    expect(validateUnique(['1', 1])).toBeUndefined()
    expect(validateUnique([{ type: 'ip', value: '10.0.0.1' }, { type: 'ip', value: '10.0.0.2' }])).toBeUndefined()
  })
})
