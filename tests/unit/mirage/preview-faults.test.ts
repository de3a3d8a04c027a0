// The preview's localStorage knobs for slow networks and planned failures
// (mirage/lib/preview-faults.ts): what e2e tests use to see the console slow
// or refused without a special build.
import type { Server } from 'miragejs'
import { afterEach, describe, expect, test } from 'vitest'
import { makeServer, startMock } from '../../../mirage'
import { toLatency } from '../../../mirage/lib/preview-faults'
import { call } from './helpers'

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  localStorage.removeItem('latency')
  localStorage.removeItem('failNext')
})

describe('latency setting', () => {
  test.each([
    ['2000', 2000],
    [' 150 ', 150],
    ['1500-2500', [1500, 2500]],
    ['2500-1500', [1500, 2500]],
    ['300-300', 300],
    ['', null],
    ['fast', null],
    ['-5', null],
    [null, null],
  ])('%j reads as %j', (value, latency) => {
    expect(toLatency(value)).toEqual(latency)
  })

  test('startMock answers no sooner than the stored latency', async () => {
    localStorage.setItem('latency', '120')
    server = startMock()
    const start = performance.now()
    await call('GET', '/v1/ping')
    expect(performance.now() - start).toBeGreaterThanOrEqual(110)
  })
})

describe('failNext', () => {
  const plan = (fault: object) => localStorage.setItem('failNext', JSON.stringify(fault))

  test('the next matching call gets the planned error, once; other calls are untouched', async () => {
    server = makeServer({ environment: 'test', transitionMs: 'manual' })
    plan({ method: 'POST', path: '/v1/instances/db1/stop', status: 503, message: 'sled agent timed out' })

    // Another call, or the same path with another method, goes through.
    expect((await call('GET', '/v1/instances/db1?project=mock-project')).status).toBe(200)
    expect(localStorage.getItem('failNext')).not.toBeNull()

    const failed = await call('POST', '/v1/instances/db1/stop?project=mock-project')
    expect(failed.status).toBe(503)
    expect(failed.body).toMatchObject({ message: 'sled agent timed out', error_code: 'ServiceNotAvailable' })
    expect(localStorage.getItem('failNext')).toBeNull()
    // Nothing was done: db1 still runs, and the next stop works.
    expect((await call('GET', '/v1/instances/db1?project=mock-project')).body.run_state).toBe('running')
    expect((await call('POST', '/v1/instances/db1/stop?project=mock-project')).status).toBe(202)
  })

  test('status and message default to a 500 as Nexus words it; a bad plan is ignored', async () => {
    server = makeServer({ environment: 'test', transitionMs: 'manual' })
    localStorage.setItem('failNext', '{not json')
    expect((await call('GET', '/v1/projects')).status).toBe(200)
    plan({ method: 'get', path: '/v1/projects' })
    const res = await call('GET', '/v1/projects?limit=5')
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({ message: 'Internal Server Error', error_code: 'Internal' })
  })
})
