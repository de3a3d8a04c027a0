// One way to register a Nexus route on the mock. The wrapper does, for every
// intercepted call: latency, chaos, authentication, then the handler, and turns
// a thrown NexusError (or anything else) into Nexus's error body.
//
// Routes are keyed by the OpenAPI path template, so a handler's success body is
// checked against the generated response type at compile time.
import { Response, type Request, type Server } from 'miragejs'
import type { AnyRegistry } from 'miragejs/-types'
import type MirageSchema from 'miragejs/orm/schema'
import type { paths } from '../../src/api/generated/nexus'
import { authenticate } from '../session'
import type { Actor } from './authz'
import { Store } from '../store'
import { badRequest, errorBody, internalError, newRequestId, NexusError, REQUEST_ID_HEADER, unauthorized } from './errors'
import type { Faults } from './faults'
import { takePlannedFault } from './preview-faults'

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

/** An error as Nexus answers it: the request id in the header and in the body. */
export function errorResponse(error: NexusError): Response {
  const requestId = newRequestId()
  return new Response(error.status, { [REQUEST_ID_HEADER]: requestId }, errorBody(error, requestId))
}

function toResponse(reply: Reply<unknown>): Response {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: newRequestId(), ...reply.headers }
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

/**
 * An area of the mock whose code is a chunk of its own (handlers/lazy.ts): its
 * routes, listed so they can be registered before the code is in, and the
 * function of its module that registers them.
 */
export interface LazyArea {
  name: string
  /** method and template of each route, in the order the module registers them */
  routes: readonly (readonly [Method, ApiPath])[]
  load: () => Promise<(route: Route) => void>
}

type Schema = MirageSchema<AnyRegistry>
type AnyHandler = Handler<ApiPath, Method>
type Registered = { handler: AnyHandler; options: RouteOptions }

/** What a lazy area's module registers, by `method template`; it must be what the area lists. */
export function collect(area: LazyArea, register: (route: Route) => void): Map<string, Registered> {
  const found = new Map<string, Registered>()
  const recorder = (method: Method, template: ApiPath, handler: AnyHandler, options: RouteOptions = {}) => {
    found.set(`${method} ${template}`, { handler, options })
  }
  register(recorder as Route)
  const listed = area.routes.map(([m, t]) => `${m} ${t}`)
  // A route missing from the list would never be reached (the router never
  // registered it), and the order is the registration order Mirage saw.
  if (listed.join('\n') !== [...found.keys()].join('\n')) {
    throw new Error(`mirage: handlers/lazy.ts lists for ${area.name}:\n${listed.join('\n')}\nbut its module registers:\n${[...found.keys()].join('\n')}`)
  }
  return found
}

export function makeRouter(server: Server, faults: Faults) {
  // Mirage types `timing` as a number, but Pretender calls a function per
  // request, which is what gives each call its own random latency.
  const timing = faults.latency as unknown as number

  // A handler may return a promise (a lazy area's first calls): Pretender
  // waits for it, then adds the latency.
  function register(method: Method, template: ApiPath, respond: (schema: Schema, request: Request) => Response | Promise<Response>) {
    const add = method === 'delete' ? server.del.bind(server) : server[method].bind(server)
    add(toMiragePath(template), respond, { timing })
  }

  /** A thrown NexusError as its body; anything else is a bug in the mock. */
  function failure(template: string, e: unknown): Response {
    if (e instanceof NexusError) return errorResponse(e)
    // A bug in the mock: answer as Nexus would, and say why in the console.
    console.error('mirage handler failed', template, e)
    return errorResponse(internalError())
  }

  /** The call's planned fault or chaos, as its answer; null when it goes on to its handler. */
  function fault(method: Method, template: string, request: Request): Response | null {
    try {
      const error = takePlannedFault(method, request.url) ?? faults.chaos()
      return error ? errorResponse(error) : null
    } catch (e) {
      return failure(template, e)
    }
  }

  function answer<P extends ApiPath, M extends Method>(
    template: P,
    handler: Handler<P, M>,
    options: RouteOptions,
    schema: Schema,
    request: Request,
  ): Response {
    try {
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
      return failure(template, e)
    }
  }

  function route<P extends ApiPath, M extends Method>(
    method: M,
    template: P,
    handler: Handler<P, M>,
    options: RouteOptions = {},
  ): void {
    register(method, template, (schema, request) => fault(method, template, request) ?? answer(template, handler, options, schema, request))
  }

  /**
   * An area whose code is fetched on its first call: its routes are
   * registered now, where the area's module would register them, so matching
   * is as if it were here. The fault comes first, as for any route (it needs
   * no code); a call that needs the code waits for it, calls after it are
   * answered at once. A failed fetch is tried again on the next call; a module
   * that does not register what the area lists fails every call (a bug in the
   * list, said in the console).
   */
  function lazy(area: LazyArea): void {
    let handlers: Map<string, Registered> | undefined
    let loading: Promise<unknown> | undefined
    const load = () =>
      (loading ??= area.load().then(
        (register) => (handlers = collect(area, register)),
        (e: unknown) => {
          loading = undefined
          throw e
        },
      ))
    for (const [method, template] of area.routes) {
      const key = `${method} ${template}`
      const run = (schema: Schema, request: Request) => {
        const { handler, options } = handlers!.get(key)!
        return answer(template, handler, options, schema, request)
      }
      register(method, template, (schema, request) => {
        const planned = fault(method, template, request)
        if (planned) return planned
        if (handlers) return run(schema, request)
        return load().then(
          () => run(schema, request),
          (e: unknown) => failure(template, e),
        )
      })
    }
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

  return { route, lazy, catchAll }
}

export type Route = ReturnType<typeof makeRouter>['route']
export type Lazy = ReturnType<typeof makeRouter>['lazy']
