import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUuid, NAME_MAX_LENGTH, validateName } from '~/validation'
import { apiPattern, schemas } from './openapi'

describe('validateName', () => {
  it.each([
    ['', 'Name is required'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['Project', 'Must start with a lower-case letter'],
    ['1project', 'Must start with a lower-case letter'],
    ['-project', 'Must start with a lower-case letter'],
    ['my_project', 'Can only contain lower-case letters, numbers, and dashes'],
    ['myProject', 'Can only contain lower-case letters, numbers, and dashes'],
    ['my project', 'Can only contain lower-case letters, numbers, and dashes'],
    ['project-', 'Must end with a letter or number'],
    ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
  ])('%j → %s', (value, message) => {
    expect(validateName(value)).toBe(message)
  })

  it.each(['a', 'p1', 'my-project', 'a--b', 'a'.repeat(63), 'x-abcdef01-2345-6789-abcd-ef0123456789'])(
    'accepts %j',
    (value) => expect(validateName(value)).toBeUndefined(),
  )

  it('names the field in the required message', () => {
    expect(validateName('', 'DNS name')).toBe('DNS name is required')
    expect(validateName('ok', 'DNS name')).toBeUndefined()
  })

  it('uses the same 63-character limit as the API', () => {
    expect(NAME_MAX_LENGTH).toBe(schemas.Name.maxLength)
  })

  it('only accepts names the API pattern accepts', () => {
    const pattern = apiPattern('Name')
    const nameish = fc.string({ unit: fc.constantFrom(...'abcdefxyz0123456789-_A'), maxLength: 70 })
    fc.assert(
      fc.property(nameish, (value) => {
        if (validateName(value) === undefined) {
          expect(value).toMatch(pattern)
          expect(value.length).toBeLessThanOrEqual(63)
        }
      }),
    )
  })

  it('refuses every UUID, whatever its case', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true)
        expect(isUuid(id.toUpperCase())).toBe(true)
        expect(validateName(id)).toBeDefined()
      }),
    )
  })
})
