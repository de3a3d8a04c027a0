import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { cidrSchema, ipSchema, nameSchema, portRangeSchema, sizeSchema } from '~/validation'

// The arktype forms exist to be nested in form and search-param schemas; what
// matters to a caller is that the spec's wording comes out unchanged there.
const form = type({
  name: nameSchema,
  ip: ipSchema,
  cidr: cidrSchema,
  ports: portRangeSchema,
  sizeGiB: sizeSchema({ min: 1, max: 1023, unit: 'GiB' }),
})

function messagesByKey(out: unknown): Record<string, string> {
  expect(out).toBeInstanceOf(type.errors)
  const errors = out as InstanceType<typeof type.errors>
  return Object.fromEntries(errors.map((e) => [e.path.join('.'), e.message]))
}

describe('arktype schemas', () => {
  it('report each field with its exact message', () => {
    const out = form({ name: 'Bad', ip: '1.2.3', cidr: '10.0.0.0/33', ports: '90-80', sizeGiB: 1024 })
    expect(messagesByKey(out)).toEqual({
      name: 'Must start with a lower-case letter',
      ip: 'Not a valid IP address',
      cidr: 'Max width for IPv4 is 32',
      ports: 'The end of the range must not be lower than the start',
      sizeGiB: 'Must be 1023 GiB or less',
    })
  })

  it('pass valid input through, with the port range in its API form', () => {
    const out = form({ name: 'web-1', ip: '::1', cidr: 'fd00::/48', ports: ' 0080-443 ', sizeGiB: 20 })
    expect(out).toEqual({ name: 'web-1', ip: '::1', cidr: 'fd00::/48', ports: '80-443', sizeGiB: 20 })
  })
})
