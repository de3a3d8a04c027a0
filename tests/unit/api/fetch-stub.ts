// Stands in for the global fetch and records each request as the server would see it.
import { vi } from 'vitest'

export interface SeenRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: string
}

export function stubFetch(respond: (req: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = []
  const fetch = vi.fn(async (input: Request) => {
    // Like the real fetch: an aborted request never reaches the server.
    if (input.signal.aborted) throw input.signal.reason
    const req = {
      url: input.url,
      method: input.method,
      headers: Object.fromEntries(input.headers),
      body: await input.text(),
    }
    seen.push(req)
    return respond(req)
  })
  vi.stubGlobal('fetch', fetch)
  return { seen, fetch }
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

export const nexusError = (status: number, error_code: string | undefined, message: string, request_id = 'req-1') =>
  jsonResponse(status, { error_code, message, request_id })
