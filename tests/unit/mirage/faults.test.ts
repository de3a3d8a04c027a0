// Latency, chaos, and what the mock does with paths it does not know.
import { afterEach, describe, expect, test } from 'vitest'
import type { Server } from 'miragejs'
import { makeServer, startMock } from '../../../mirage'
import { makeFaults, toPercent } from '../../../mirage/lib/faults'
import { call } from './helpers'

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  localStorage.removeItem('chaos')
})

const CHAOS_STATUSES = [401, 403, 404, 500]

describe('chaos', () => {
  test('at 100% every call fails with 401, 403, 404 or 500 and a Nexus error body', async () => {
    server = makeServer({ environment: 'test', chaos: 100 })
    const seen = new Set<number>()
    for (let i = 0; i < 40; i++) {
      const url = ['/v1/ping', '/v1/projects', '/v1/me', '/device/auth'][i % 4]
      const res = await call(i % 4 === 3 ? 'POST' : 'GET', url)
      expect(CHAOS_STATUSES).toContain(res.status)
      expect(res.body).toMatchObject({ message: expect.any(String), request_id: expect.any(String) })
      seen.add(res.status)
    }
    // 40 draws from four statuses: all four turning up is near certain (miss chance ~4e-5).
    expect([...seen].sort()).toEqual(CHAOS_STATUSES)
  })

  test('at 0% nothing fails', async () => {
    server = makeServer({ environment: 'test', chaos: 0 })
    for (let i = 0; i < 20; i++) expect((await call('GET', '/v1/ping')).status).toBe(200)
  })

  test('startMock reads the percentage from localStorage', async () => {
    localStorage.setItem('chaos', '100')
    server = startMock()
    expect(CHAOS_STATUSES).toContain((await call('GET', '/v1/ping')).status)
  })

  test("the preview's setting is read on every call: changed, it applies without a restart", async () => {
    localStorage.setItem('chaos', '100')
    server = startMock()
    expect(CHAOS_STATUSES).toContain((await call('GET', '/v1/ping')).status)
    localStorage.setItem('chaos', '0')
    expect((await call('GET', '/v1/ping')).status).toBe(200)
  })

  test.each([
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['25', 25],
    ['250', 100],
    [undefined, 0],
  ])('the setting %j reads as %i%%', (value, percent) => {
    expect(toPercent(value)).toBe(percent)
  })
})

describe('latency', () => {
  test('the preview range is drawn per request between 200 and 400 ms', () => {
    const faults = makeFaults([200, 400], 0)
    const draws = Array.from({ length: 200 }, () => faults.latency())
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(200)
    expect(Math.max(...draws)).toBeLessThanOrEqual(400)
    expect(new Set(draws).size).toBeGreaterThan(1)
  })

  test('a response waits for the configured latency', async () => {
    server = makeServer({ environment: 'test', latency: 60 })
    const start = performance.now()
    await call('GET', '/v1/ping')
    expect(performance.now() - start).toBeGreaterThanOrEqual(50)
  })

  test('tests get no latency by default', () => {
    expect(makeFaults(0, 0).latency()).toBe(0)
  })
})

describe('paths the mock does not know', () => {
  test.each(['/v1/no-such-thing', '/v1/projects/mock-project/nope', '/device/nope', '/login/nope'])(
    '%s under a mocked prefix is a Dropshot 404',
    async (url) => {
      server = makeServer({ environment: 'test' })
      const res = await call('GET', url)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ message: 'Not Found', request_id: expect.any(String) })
    },
  )
})
