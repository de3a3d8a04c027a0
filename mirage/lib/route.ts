// One way to register a Nexus route on the mock. The wrapper does, for every
// intercepted call: latency, chaos, authentication, then the handler, and turns
// a thrown NexusError (or anything else) into Nexus's error body.
//
// Routes are keyed by the OpenAPI path template, so a handler's success body is
// checked against the generated response type at compile time.
import { Response, type Request, type Server } from 'miragejs'
import type { paths } from '../../src/api/generated/nexus'
import { authenticate } from '../session'
import type { Actor } from './authz'
import { Store } from '../store'
import { badRequest, internalError, NexusError, unauthorized } from './errors'
import type { Faults } from './faults'
import { takePlannedFault } from './preview-faults'
import { randomUuid } from './random'

export type Method = 'get' | 'post' | 'put' | 'delete' | 'head'
export type ApiPath = keyof paths

type Op<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined
type Responses<P extends ApiPath, M extends Method> = Op<P, M> extends { responses: infer R } ? R : never

/** The success body the OpenAPI document gives for this operation. */
export type OkBody<P extends ApiPath, M extends Method> =
  200 extends keyof Responses<P, M>
    ? ContentOf<Responses<P, M>[200]>
    : 201 extends keyof Responses<P, M>
      ? ContentOf<Responses<P, M>[201]>
      : 202 extends keyof Responses<P, M>
        ? ContentOf<Responses<P, M>[202]>
        : 'default' extends keyof Responses<P, M>
          ? unknown
          : undefined

type InBody<P extends ApiPath, M extends Method> =
  Op<P, M> extends { requestBody?: { content: infer C } } ? C[keyof C] : never

/** A request body as it arrives: the right keys, nothing yet checked. */
export type Loose<T> = { [K in keyof T]?: unknown }

export type Reply<T> = { status: number; body: T; headers?: Record<string, string> }

export const ok = <T>(body: T): Reply<T> => ({ status: 200, body })
export const created = <T>(body: T): Reply<T> => ({ status: 201, body })
export const accepted = <T>(body: T): Reply<T> => ({ status: 202, body })
export const noContent = (): Reply<undefined> => ({ status: 204, body: undefined })

export interface Ctx<P extends ApiPath, M extends Method> {
  store: Store
  request: Request
  /** path parameters by their template names, decoded */
  path: Record<string, string>
  query: URLSearchParams
  /** the signed-in user; routes not marked public never run without one */
  actor: Actor
  /** the JSON body, parsed (400 as Dropshot words it when it is not JSON) */
  json(): Loose<InBody<P, M>>
  /** a form-encoded body */
  form(): URLSearchParams
}

export type Handler<P extends ApiPath, M extends Method> = (ctx: Ctx<P, M>) => Reply<OkBody<P, M>>

export interface RouteOptions {
  /** reachable signed out (ping, login, logout, the device flow's client side) */
  public?: boolean
}

const toMiragePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Nexus reads ids case-insensitively; the store holds them lower-case. */
const normaliseId = (v: string) => (UUID.test(v) ? v.toLowerCase() : v)

export function errorResponse(error: NexusError): Response {
  const body: Record<string, string> = { request_id: randomUuid(), message: error.message }
  if (error.errorCode) body.error_code = error.errorCode
  return new Response(error.status, {}, body)
}

function toResponse(reply: Reply<unknown>): Response {
  const headers = { ...reply.headers }
  if (reply.body === undefined) {
    if (reply.status !== 204) headers['Content-Type'] ??= 'text/plain'
    return new Response(reply.status, headers, '')
  }
  return new Response(reply.status, headers, reply.body as object)
}

function parseJson(request: Request): unknown {
  const text = request.requestBody
  if (typeof text !== 'string' || text === '') throw badRequest('unable to parse JSON body: EOF while parsing a value at line 1 column 0')
  try {
    return JSON.parse(text)
  } catch (e) {
    throw badRequest(`unable to parse JSON body: ${(e as Error).message}`)
  }
}

export function makeRouter(server: Server, faults: Faults) {
  // Mirage types `timing` as a number, but Pretender calls a function per
  // request, which is what gives each call its own random latency.
  const timing = faults.latency as unknown as number

  function route<P extends ApiPath, M extends Method>(
    method: M,
    template: P,
    handler: Handler<P, M>,
    options: RouteOptions = {},
  ): void {
    const register = method === 'delete' ? server.del.bind(server) : server[method].bind(server)
    register(
      toMiragePath(template),
      (schema, request) => {
        try {
          const fault = takePlannedFault(method, request.url) ?? faults.chaos()
          if (fault) return errorResponse(fault)
          const store = new Store(schema)
          const actor = authenticate(store, request.requestHeaders)
          if (!actor && !options.public) throw unauthorized()
          const query = new URLSearchParams()
          new URL(request.url, 'http://mock.invalid').searchParams.forEach((v, k) => query.append(k, normaliseId(v)))
          const ctx: Ctx<P, M> = {
            store,
            request,
            path: Object.fromEntries(
              Object.entries(request.params ?? {}).map(([k, v]) => [k, normaliseId(decodeURIComponent(String(v)))]),
            ),
            query,
            get actor() {
              if (!actor) throw unauthorized()
              return actor
            },
            json: () => {
              const body = parseJson(request)
              if (typeof body !== 'object' || body === null || Array.isArray(body)) {
                throw badRequest('unable to parse JSON body: invalid type: expected a JSON object')
              }
              return body as Loose<InBody<P, M>>
            },
            form: () => new URLSearchParams(typeof request.requestBody === 'string' ? request.requestBody : ''),
          }
          return toResponse(handler(ctx))
        } catch (e) {
          if (e instanceof NexusError) return errorResponse(e)
          // A bug in the mock: answer as Nexus would, and say why in the console.
          console.error('mirage handler failed', template, e)
          return errorResponse(internalError())
        }
      },
      { timing },
    )
  }

  /** Anything else under the mock's prefixes gets Dropshot's 404, not Mirage's exception. */
  function catchAll(prefix: string): void {
    const answer = () => {
      const fault = faults.chaos()
      return errorResponse(fault ?? new NexusError(404, undefined, 'Not Found'))
    }
    for (const m of ['get', 'post', 'put', 'del', 'patch'] as const) {
      server[m](`${prefix}/*rest`, answer, { timing })
    }
  }

  return { route, catchAll }
}

export type Route = ReturnType<typeof makeRouter>['route']
