import { describe, expect, it } from 'vitest'
import { validateDescription } from '~/validation'

describe('validateDescription', () => {
  it('accepts up to 512 characters, including none', () => {
    expect(validateDescription('')).toBeUndefined()
    expect(validateDescription('x'.repeat(512))).toBeUndefined()
    // 512 characters that are 1024 UTF-16 units: the database counts characters
    expect(validateDescription('😀'.repeat(512))).toBeUndefined()
  })

  it('refuses more than 512 characters', () => {
    expect(validateDescription('x'.repeat(513))).toBe('Must be 512 characters or fewer')
    expect(validateDescription('😀'.repeat(513))).toBe('Must be 512 characters or fewer')
  })
})
