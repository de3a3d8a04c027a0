// Every error the mock answers carries the id of the request, as Nexus's do:
// in the `x-request-id` header of every response, and as `request_id` in a
// Nexus-shaped error body (the same id). Checked for every source of errors:
// every operation of the API document called with names that do not exist,
// signed out, chaos, a planned fault, an unknown path, a handler that fails.
import type { Server } from 'miragejs'
import { afterEach, describe, expect, test } from 'vitest'
import { makeServer, startMock } from '../../../mirage'
import { call, type Result } from './helpers'
import { doc } from './openapi'

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  localStorage.removeItem('failNext')
})

/** The header, and the body's copy of it when the body is Nexus's error shape. */
function expectRequestId(res: Result, what: string) {
  const header = res.headers.get('x-request-id')
  expect(header, `${what}: x-request-id header`).toMatch(/^[0-9a-f-]{36}$/)
  if (res.body && typeof res.body === 'object' && 'message' in res.body) {
    expect(res.body.request_id, `${what}: request_id in the body`).toBe(header)
  }
}

type Operation = { method: string; template: string; hasBody: boolean; query: string[] }

function operations(): Operation[] {
  const paths = (doc as { paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[]; requestBody?: unknown }>> }).paths
  return Object.entries(paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      hasBody: op.requestBody !== undefined,
      query: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
    })),
  )
}

describe('request ids on errors', () => {
  test('every operation, called for things that do not exist, answers errors with a request id', async () => {
    server = makeServer({ environment: 'test' })
    let errors = 0
    for (const op of operations()) {
      // Logging out would end the session the rest of the sweep needs.
      if (op.template === '/v1/logout') continue
      const path = op.template.replace(/\{\w+\}/g, 'no-such-thing')
      const query = op.query.map((q) => `${q}=no-such-thing`).join('&')
      const url = query ? `${path}?${query}` : path
      const res = await call(op.method, url, op.hasBody ? {} : undefined)
      if (res.status < 400) continue
      errors++
      expectRequestId(res, `${op.method} ${url} (${res.status})`)
    }
    // Most operations refuse a name that is not there or an empty body.
    expect(errors).toBeGreaterThan(100)
  })

  test('signed out: the 401', async () => {
    server = makeServer({ environment: 'test' })
    await call('POST', '/v1/logout')
    const res = await call('GET', '/v1/projects')
    expect(res.status).toBe(401)
    expectRequestId(res, '401')
  })

  test('chaos: every error it makes up', async () => {
    server = makeServer({ environment: 'test', chaos: 100 })
    for (let i = 0; i < 12; i++) {
      const res = await call('GET', '/v1/projects')
      expect(res.status).toBeGreaterThanOrEqual(400)
      expectRequestId(res, `chaos ${res.status}`)
    }
  })

  test('a planned fault', async () => {
    localStorage.setItem('failNext', JSON.stringify({ method: 'GET', path: '/v1/projects', status: 503 }))
    server = startMock()
    const res = await call('GET', '/v1/projects')
    expect(res.status).toBe(503)
    expectRequestId(res, 'planned fault')
  })

  test("a path no route matches (the router's own 404)", async () => {
    server = makeServer({ environment: 'test' })
    const res = await call('GET', '/v1/no-such-route')
    expect(res.status).toBe(404)
    expectRequestId(res, 'no route')
  })

  test("the device flow's OAuth error, whose body is not Nexus's shape, still has the header", async () => {
    server = makeServer({ environment: 'test' })
    const res = await call('POST', '/device/token', new URLSearchParams({ grant_type: 'nope' }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'unsupported_grant_type' })
    expectRequestId(res, 'oauth error')
  })
})
