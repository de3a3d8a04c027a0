// Alert receivers' rules: the subscription and endpoint checks the forms make,
// who may change what, the last secret, and the deliveries' filter.
import { describe, expect, test } from 'vitest'
import {
  ADMIN_REASON,
  alertWrites,
  attemptSummary,
  classesCovered,
  CREATE_REASON,
  deliveryQuery,
  endpointProblem,
  generateSecret,
  LAST_SECRET_REASON,
  parseTypedSubscriptions,
  receiverCreateBody,
  secretDelete,
  subscriptionProblem,
  validateReceiver,
  type ReceiverFormValues,
} from '~/machines/system/alerts'
import { parseReceiverSearch } from '~/machines/system/alerts.rules'
const classes = [
  { name: 'hardware.power_shelf.psu.insert', description: '' },
  { name: 'hardware.power_shelf.psu.remove', description: '' },
]

describe('subscription check (Nexus’s glob rules)', () => {
  test.each(['hardware.power_shelf.psu.insert', 'hardware.*', 'hardware.**', '*.power_shelf.**', '**', 'test_1.a'])('%s is taken', (s) =>
    expect(subscriptionProblem(s)).toBeUndefined(),
  )
  test.each([
    ['', /Enter/],
    ['hardware. x', /whitespace/],
    ['hardware..psu', /must not be empty/],
    ['hardware.', /must not be empty/],
    ['hardware.*x', /'\*', '\*\*'/],
    ['hard-ware', /letters, digits and '_'/],
    ['probe', /cannot be subscribed to/],
  ])('%j is refused', (s, why) => expect(subscriptionProblem(s)).toMatch(why))

  test('a glob covers classes as Nexus matches them: * is one segment, ** any number', () => {
    expect(classesCovered('hardware.*', classes)).toEqual([])
    expect(classesCovered('hardware.**', classes)).toHaveLength(2)
    expect(classesCovered('hardware.power_shelf.psu.*', classes)).toHaveLength(2)
    expect(classesCovered('*.*.*.insert', classes).map((c) => c.name)).toEqual(['hardware.power_shelf.psu.insert'])
    expect(classesCovered('hardware.power_shelf.psu.remove', classes)).toHaveLength(1)
  })

  test('typed subscriptions: one per line or comma, blanks and repeats dropped', () => {
    expect(parseTypedSubscriptions(' a.*\n\nb.**, a.* ,')).toEqual(['a.*', 'b.**'])
  })
})

describe('endpoint check', () => {
  test.each(['https://hooks.example.com/oxide', 'http://10.1.2.3:8080/x'])('%s is taken', (u) => expect(endpointProblem(u)).toBeUndefined())
  test.each([
    ['', /Enter the URL/],
    ['hooks.example.com', /full URL/],
    ['ftp://example.com/', /http:\/\/ or https:\/\//],
    ['https://user:pw@example.com/', /secret/],
  ])('%j is refused', (u, why) => expect(endpointProblem(u)).toMatch(why))
})

describe('the create form', () => {
  const values: ReceiverFormValues = {
    name: 'hooks',
    description: '',
    endpoint: ' https://h.example.com/ ',
    secret: 'abc',
    classes: ['hardware.power_shelf.psu.insert'],
    typed: 'hardware.**\nhardware.power_shelf.psu.insert',
  }
  test('sends one secret and the ticked and typed subscriptions once each', () => {
    expect(receiverCreateBody(values)).toEqual({
      name: 'hooks',
      description: '',
      endpoint: 'https://h.example.com/',
      secrets: ['abc'],
      subscriptions: ['hardware.power_shelf.psu.insert', 'hardware.**'],
    })
  })
  test('needs a secret, and says which typed subscription is wrong', () => {
    const errors = validateReceiver({ ...values, secret: ' ', typed: 'ok.*\nbad.*x' }, 'create')
    expect(errors.secret).toMatch(/at least one secret/)
    expect(errors.typed).toMatch(/^bad\.\*x: /)
    expect(validateReceiver({ ...values, secret: '' }, 'edit').secret).toBeUndefined()
  })
  test('a generated secret is 32 random bytes in hex', () => {
    expect(generateSecret(() => new Uint8Array(32).fill(171))).toBe('ab'.repeat(32))
    expect(generateSecret()).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('who may change what (omicron’s policy)', () => {
  test('viewer: only the test event; collaborator: also create; admin: everything', () => {
    expect(alertWrites('viewer')).toEqual({
      create: { allowed: false, reason: CREATE_REASON },
      change: { allowed: false, reason: ADMIN_REASON },
      probe: { allowed: true },
    })
    expect(alertWrites('collaborator').create.allowed).toBe(true)
    expect(alertWrites('collaborator').change.allowed).toBe(false)
    expect(alertWrites('admin').change.allowed).toBe(true)
    expect(alertWrites(undefined).create.allowed).toBe(false)
  })
  test('the last secret cannot be deleted, and says why', () => {
    const admin = { allowed: true }
    expect(secretDelete(1, admin)).toEqual({ allowed: false, reason: LAST_SECRET_REASON })
    expect(secretDelete(2, admin)).toEqual({ allowed: true })
    expect(secretDelete(2, { allowed: false, reason: ADMIN_REASON })).toEqual({ allowed: false, reason: ADMIN_REASON })
  })
})

describe('deliveries', () => {
  test('a filter is the call’s own flags; all is none', () => {
    expect(deliveryQuery('all')).toEqual({})
    expect(deliveryQuery('failed')).toEqual({ failed: true })
  })
  test('the page’s query keeps only known tabs and states', () => {
    expect(parseReceiverSearch({ tab: 'secrets', state: 'failed' })).toEqual({ tab: 'secrets', state: 'failed' })
    expect(parseReceiverSearch({ tab: 'x', state: 'all' })).toEqual({})
  })
  test('an attempt in words', () => {
    const t = '2026-01-01T00:00:00Z'
    expect(attemptSummary({ attempt: 2, result: 'failed_http_error', timeSent: new Date(t), response: { status: 503, durationMs: 41 } } as never)).toBe(
      '#2 HTTP error · 503 in 41 ms',
    )
    expect(attemptSummary({ attempt: 1, result: 'failed_unreachable', timeSent: new Date(t), response: null } as never)).toBe(
      '#1 Unreachable · no response',
    )
  })
})
