// Alert receivers in the mock: Nexus's subscription rules and texts, endpoints,
// secrets, deliveries (seeded, resent, probes) and who may do what. Every
// answer is also checked against the document.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { SUBSCRIPTION_PATTERN, endpointAnswer, globRegex } from '../../../mirage/lib/alerts'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer()

type M = 'get' | 'post' | 'put' | 'delete'
async function checked(method: string, url: string, template: string, body?: Record<string, unknown>) {
  const res = await call(method, url, body)
  expect(responseErrors(template, method.toLowerCase() as M, res.status, res.body), JSON.stringify(res.body)).toEqual([])
  return res
}

const create = (over: Record<string, unknown> = {}) =>
  checked('POST', '/v1/webhook-receivers', '/v1/webhook-receivers', {
    name: 'hooks',
    description: 'made in a test',
    endpoint: 'https://hooks.example.com/x',
    secrets: ['s3cret'],
    subscriptions: ['hardware.**'],
    ...over,
  })
const invalid = (label: string, message: string) => ({ error_code: 'InvalidValue', message: `unsupported value for "${label}": ${message}` })

describe('alert classes', () => {
  test('the listed classes, with descriptions; probe and test classes are left out', async () => {
    const res = await checked('GET', '/v1/alert-classes', '/v1/alert-classes')
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual(['hardware.power_shelf.psu.insert', 'hardware.power_shelf.psu.remove'])
    expect(res.body.items[0].description).toMatch(/inserted into a power shelf/)
  })
})

describe('globs (Nexus’s regex_from_glob)', () => {
  test.each([
    ['hardware.*', 'hardware.x', true],
    ['hardware.*', 'hardware.x.y', false],
    ['hardware.**', 'hardware.x.y', true],
    ['*.foo', 'a.foo', true],
    ['foo.**.bar', 'foo.a.b.bar', true],
  ])('%s on %s: %s', (glob, cls, matches) => expect(globRegex(glob).test(cls)).toBe(matches))
})

describe('receivers', () => {
  test('created with a secret and subscriptions, listed, viewed, edited and deleted', async () => {
    const res = await create()
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'hooks', endpoint: 'https://hooks.example.com/x', subscriptions: ['hardware.**'] })
    expect(res.body.secrets).toHaveLength(1)
    expect(res.body.secrets[0]).not.toHaveProperty('secret')
    const list = await checked('GET', '/v1/alert-receivers', '/v1/alert-receivers')
    expect(list.body.items.map((r: { name: string }) => r.name)).toEqual(['flaky-sink', 'hooks', 'ops-pager'])
    const put = await checked('PUT', '/v1/webhook-receivers/hooks', '/v1/webhook-receivers/{receiver}', { name: 'hooks2', endpoint: 'https://b.example.com/' })
    expect(put.status).toBe(204)
    const view = await checked('GET', '/v1/alert-receivers/hooks2', '/v1/alert-receivers/{receiver}')
    expect(view.body.kind).toMatchObject({ kind: 'webhook', endpoint: 'https://b.example.com/' })
    expect((await checked('DELETE', '/v1/alert-receivers/hooks2', '/v1/alert-receivers/{receiver}')).status).toBe(204)
    expect((await checked('GET', '/v1/alert-receivers/hooks2', '/v1/alert-receivers/{receiver}')).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: alert-receiver with name "hooks2"',
    })
  })

  test('a name is unique', async () => {
    expect((await create({ name: 'ops-pager' })).body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: alert-receiver "ops-pager"' })
  })

  test('subscriptions: the document’s pattern first, then an unknown class or probe, in Nexus’s words', async () => {
    const bad = await create({ subscriptions: ['hardware.*x'] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(
      `unable to parse JSON body: subscriptions[0]: alert subscription "hardware.*x" does not match the pattern ${SUBSCRIPTION_PATTERN}`,
    )
    expect((await create({ subscriptions: ['hardware.nope'] })).body).toMatchObject(
      invalid(
        'alert_class',
        'expected one of [probe, test.foo, test.foo.bar, test.foo.baz, test.quux.bar, test.quux.bar.baz, hardware.power_shelf.psu.insert, hardware.power_shelf.psu.remove]',
      ),
    )
    expect((await create({ subscriptions: ['probe'] })).body.message).toMatch(/the 'probe' alert class is a synthetic alert/)
    // A glob that matches nothing yet is taken.
    expect((await create({ subscriptions: ['nothing.*'] })).status).toBe(201)
  })

  test('endpoints: a URL, and not loopback or localhost', async () => {
    expect((await create({ endpoint: 'not a url' })).body.message).toBe('unable to parse JSON body: endpoint: relative URL without a base')
    expect((await create({ endpoint: 'http://127.0.0.1/x' })).body.message).toMatch(/address 127\.0\.0\.1 is a loopback address/)
    expect((await create({ endpoint: 'http://localhost:8080/' })).body.message).toMatch(/may not be made to localhost/)
  })

  test('subscriptions are added (twice is fine) and removed; removing one not there is a 404', async () => {
    const url = '/v1/alert-receivers/ops-pager/subscriptions'
    const add = await checked('POST', url, '/v1/alert-receivers/{receiver}/subscriptions', { subscription: 'hardware.**' })
    expect(add.status).toBe(201)
    expect(add.body).toEqual({ subscription: 'hardware.**' })
    await checked('POST', url, '/v1/alert-receivers/{receiver}/subscriptions', { subscription: 'hardware.**' })
    const rx = await call('GET', '/v1/alert-receivers/ops-pager')
    expect(rx.body.subscriptions).toEqual(['hardware.power_shelf.psu.*', 'hardware.**'])
    const tmpl = '/v1/alert-receivers/{receiver}/subscriptions/{subscription}'
    expect((await checked('DELETE', `${url}/hardware.**`, tmpl)).status).toBe(204)
    expect((await checked('DELETE', `${url}/hardware.**`, tmpl)).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'ByName(Name("ops-pager")) is not subscribed to "hardware.**"',
    })
  })

  test('secrets: listed without values, added, deleted; a receiver with none cannot be probed', async () => {
    const list = await checked('GET', '/v1/webhook-secrets?receiver=ops-pager', '/v1/webhook-secrets')
    expect(list.body.secrets).toHaveLength(1)
    const added = await checked('POST', '/v1/webhook-secrets?receiver=ops-pager', '/v1/webhook-secrets', { secret: 'two' })
    expect(added.status).toBe(201)
    expect(Object.keys(added.body).sort()).toEqual(['id', 'time_created'])
    for (const s of [list.body.secrets[0], added.body]) {
      expect((await checked('DELETE', `/v1/webhook-secrets/${s.id}`, '/v1/webhook-secrets/{secret_id}')).status).toBe(204)
    }
    // Nexus lets the last one go; the probe then says why nothing can be sent.
    const probe = await checked('POST', '/v1/alert-receivers/ops-pager/probe', '/v1/alert-receivers/{receiver}/probe')
    expect(probe.body).toMatchObject({ error_code: 'InvalidRequest', message: 'receiver has no secrets, so delivery requests cannot be sent' })
  })
})

describe('deliveries', () => {
  const deliveries = (rx: string, q = '') =>
    checked('GET', `/v1/alert-receivers/${rx}/deliveries${q}`, '/v1/alert-receivers/{receiver}/deliveries')

  test('seeded alerts are delivered to a good endpoint, failed (3 attempts) or pending at a failing one', async () => {
    const good = await deliveries('ops-pager')
    expect(good.body.items.map((d: { state: string }) => d.state)).toEqual(['delivered', 'delivered', 'delivered'])
    const bad = await deliveries('flaky-sink', '?sort_by=descending')
    expect(bad.body.items.map((d: { state: string }) => d.state)).toEqual(['pending', 'failed', 'failed'])
    expect(bad.body.items[1].attempts.webhook.map((a: { result: string }) => a.result)).toEqual([
      'failed_http_error',
      'failed_http_error',
      'failed_http_error',
    ])
    expect(bad.body.items[1].attempts.webhook[0].response).toMatchObject({ status: 503 })
  })

  test('the state flags filter; none set is every state', async () => {
    expect((await deliveries('flaky-sink', '?failed=true')).body.items).toHaveLength(2)
    expect((await deliveries('flaky-sink', '?failed=true&pending=true')).body.items).toHaveLength(3)
    expect((await deliveries('flaky-sink', '?delivered=true')).body.items).toHaveLength(0)
  })

  test('a resend starts a new pending delivery; not subscribed is refused in Nexus’s words', async () => {
    const [failed] = (await deliveries('flaky-sink', '?failed=true')).body.items
    const res = await checked('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=flaky-sink`, '/v1/alerts/{alert_id}/resend')
    expect(res.status).toBe(201)
    const pending = (await deliveries('flaky-sink', '?pending=true')).body.items
    expect(pending.find((d: { id: string }) => d.id === res.body.delivery_id)).toMatchObject({ trigger: 'resend', state: 'pending' })
    await call('POST', '/v1/webhook-receivers', {
      name: 'narrow',
      description: '',
      endpoint: 'https://n.example.com/',
      secrets: ['x'],
      subscriptions: ['hardware.power_shelf.psu.insert'],
    })
    const refused = await checked('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=narrow`, '/v1/alerts/{alert_id}/resend')
    expect(refused.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: "cannot resend alert: receiver is not subscribed to the 'hardware.power_shelf.psu.remove' alert class",
    })
  })

  test('a probe answers with its delivery (not kept); with resend, a success resends what failed', async () => {
    const tmpl = '/v1/alert-receivers/{receiver}/probe'
    const failing = await checked('POST', '/v1/alert-receivers/flaky-sink/probe?resend=true', tmpl)
    expect(failing.body).toMatchObject({ probe: { state: 'failed', trigger: 'probe', alert_class: 'probe' }, resends_started: null })
    await call('PUT', '/v1/webhook-receivers/flaky-sink', { endpoint: 'https://archive.example.net/webhook' })
    const good = await checked('POST', '/v1/alert-receivers/flaky-sink/probe?resend=true', tmpl)
    expect(good.body.probe.state).toBe('delivered')
    // The two failed alerts are resent; the third's delivery is still pending, so it is not.
    expect(good.body.resends_started).toBe(2)
    expect((await deliveries('flaky-sink')).body.items.some((d: { trigger: string }) => d.trigger === 'probe')).toBe(false)
  })

  test('the outcome rule: unreachable, timeout, fail, else 200', () => {
    expect(endpointAnswer('https://x.invalid/').result).toBe('failed_unreachable')
    expect(endpointAnswer('https://unreachable.example.com/').result).toBe('failed_unreachable')
    expect(endpointAnswer('https://a.example.com/timeout').result).toBe('failed_timeout')
    expect(endpointAnswer('https://fail.example.com/').status).toBe(503)
    expect(endpointAnswer('https://ok.example.com/').status).toBe(200)
  })
})

describe('who may do what (omicron: receivers are fleet children)', () => {
  test('a fleet viewer reads and probes, but may not create, change or resend', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/alert-receivers')).status).toBe(200)
    expect((await call('POST', '/v1/alert-receivers/ops-pager/probe')).status).toBe(200)
    expect((await create()).status).toBe(403)
    expect((await call('DELETE', '/v1/alert-receivers/ops-pager')).status).toBe(403)
    expect((await call('POST', '/v1/webhook-secrets?receiver=ops-pager', { secret: 'x' })).status).toBe(403)
  })

  test('a silo collaborator with no fleet role reads nothing', async () => {
    actAs(ids.user.alan)
    expect((await call('GET', '/v1/alert-receivers')).status).toBe(403)
  })
})
