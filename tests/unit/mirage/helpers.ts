// Shared set-up for the mock's tests: a fresh seeded server per test, and a
// fetch wrapper that returns status, headers and parsed body.
import type { Server } from 'miragejs'
import { afterEach, beforeEach } from 'vitest'
import { makeServer, type MockOptions } from '../../../mirage'

export interface Result<T = any> {
  status: number
  headers: Headers
  body: T
}

/** A JSON body is sent as JSON; a URLSearchParams as a form, as the device flow's clients do. */
export type Body = Record<string, unknown> | URLSearchParams

export async function call<T = any>(
  method: string,
  url: string,
  body?: Body,
  headers: Record<string, string> = {},
): Promise<Result<T>> {
  const init: RequestInit = { method, headers: { ...headers } }
  if (body instanceof URLSearchParams) {
    init.body = body.toString()
    ;(init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded'
  } else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  const res = await fetch(url, init)
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T }
}

/** Give every test in the file its own freshly seeded server. */
export function withFreshServer(options: MockOptions = {}): { server: Server } {
  const holder = {} as { server: Server }
  beforeEach(() => {
    holder.server = makeServer({ environment: 'test', ...options })
  })
  afterEach(() => holder.server.shutdown())
  return holder
}
