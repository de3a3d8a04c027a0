import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUuid, messages, NAME_MAX_LENGTH, validateName } from '~/validation'
import { apiPattern, schemas } from './openapi'

// Names against the API's own Name schema (pattern and maxLength). The console
// asks for lower case only, a subset: every name it accepts Nexus accepts, and
// within lower-case text it accepts every name Nexus does.
const RUNS = { numRuns: 4000 }
const NAME = apiPattern('Name')
const apiAccepts = (s: string) => NAME.test(s) && s.length <= (schemas.Name.maxLength ?? Infinity)
const nameMessages = [messages.required('Name'), ...Object.values(messages.name)]

const lower = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcz09-'), minLength: 0, maxLength: 70 }),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,70}$/),
  fc.uuid(), // a UUID is never a name
  fc.uuid().map((u) => `a${u.slice(1)}`),
)
const any = fc.oneof(lower, fc.string({ maxLength: 70 }), fc.string({ unit: fc.constantFrom(...'aZ9-_. é'), maxLength: 70 }))

describe('validateName against the API Name schema', () => {
  it('accepts only names Nexus accepts, and says why it refuses the rest', () => {
    fc.assert(
      fc.property(any, (value) => {
        const problem = validateName(value)
        if (problem === undefined) expect(apiAccepts(value)).toBe(true)
        else expect(nameMessages).toContain(problem)
      }),
      RUNS,
    )
  })

  it('within lower case, accepts every name Nexus accepts', () => {
    fc.assert(
      fc.property(lower, (value) => {
        expect(validateName(value) === undefined).toBe(apiAccepts(value))
      }),
      RUNS,
    )
  })

  it('refuses UUIDs and over-long names with their own message', () => {
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(isUuid(u)).toBe(true)
        expect(validateName(u.toLowerCase())).not.toBeUndefined()
      }),
    )
    expect(validateName(`a${'b'.repeat(NAME_MAX_LENGTH)}`)).toBe(messages.name.maxLength)
  })
})
