// The one HTTP client: typed calls by path template and method, camelCase in,
// snake_case out, Bearer token, 401 → login, and the response classes.
import ky from 'ky'
import { camelize } from './case'
import { ApiError, type ApiErrorInit, type ApiErrorType, capitalize } from './errors'
import { clientErrorMessage, type ErrorBody, serverErrorMessage } from './errors'
import { dryRunCall, dryRunRequest, wireRequest } from './dry-run'
import { takeEarly } from './early'
import { type CallOptions, type OptionalIfEmpty, type PathsWith } from './operation'
import { endSession, sessionEnded, sessionHold, sessionSignal } from './session'
import type { Method, ResponseBody } from './types'

// Errors are classified here, not by ky; nothing is retried. ky reads the
// global fetch on every call, so a mock installed later (Mirage) is still used.
const http = ky.create({ retry: 0, timeout: false, throwHttpErrors: false })

let token: string | null = null
/** Token sent as `Authorization: Bearer …` on every call; null to stop sending it. */
export function setToken(next: string | null): void {
  token = next
}

export type UnauthorizedHandler = () => void

/** Sends the browser to the login page, keeping where it was. */
export function redirectToLogin(): void {
  const { pathname, search } = globalThis.location
  if (pathname === '/login' || pathname.startsWith('/login/')) return
  globalThis.location.assign(`/login?redirect_uri=${encodeURIComponent(pathname + search)}`)
}

let onUnauthorized: UnauthorizedHandler = redirectToLogin
/** Replaces what a 401 does (router, tests); null restores the redirect to login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? redirectToLogin
}

// Bad credentials on the login form are a form error, not an expired session.
const isLocalLogin = (method: Method, pathTemplate: string) =>
  method === 'post' && pathTemplate === '/v1/login/{silo_name}/local'

// Signing out ends the session as the call leaves, not when it is answered:
// what the page reads after that is nobody's. Until the server has answered,
// it may still take the old session's cookie, so the next session's calls
// wait for that answer (session.ts); the call's own answer is taken.
const isSignOut = (method: Method | 'head', pathTemplate: string) => method === 'post' && pathTemplate === '/v1/logout'

function asErrorBody(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { errorCode, message, requestId } = data as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return { errorCode: str(errorCode), message: str(message), requestId: str(requestId) }
}

type Parsed = { ok: true; data: unknown } | { ok: false; reason: string }
function parseJson(text: string): Parsed {
  // An empty body (204, or an error without details) is not a parse failure.
  if (text === '') return { ok: true, data: undefined }
  try {
    return { ok: true, data: JSON.parse(text) }
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) }
  }
}

/** `500 InternalError: Internal server error (request abc)`: what the console log says of a failed call. */
function describeError({ statusCode, errorCode, message, requestId }: ApiError): string {
  const head = [statusCode, errorCode].filter((x) => x !== undefined).join(' ')
  return `${head ? `${head}: ` : ''}${message}${requestId ? ` (request ${requestId})` : ''}`
}

function isAbort(e: unknown, signal: AbortSignal | undefined) {
  return signal?.aborted || (e instanceof Error && e.name === 'AbortError')
}

let gate: (() => Promise<unknown>) | undefined
/**
 * Every call first waits for this (the preview's in-page mock starting): the
 * app loads and mounts while the mock starts, and no call leaves too early.
 */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  gate = ready
}

/** Untyped core of every call; use `api` (typed) outside this folder. */
export async function request(method: Method, pathTemplate: string, opts: RawOptions = {}): Promise<unknown> {
  // Under a dry run (a form showing its request) the call is written down, not sent.
  const notSent = dryRunRequest(method, pathTemplate, opts)
  if (notSent) return notSent
  const { response, fail, session } = await exchange(method, pathTemplate, opts)
  const parsed = parseJson(await response.text())
  // An answer for a session that has ended since is nobody's.
  if (session.aborted) throw sessionEnded()
  if (response.ok && parsed.ok) return camelize(parsed.data)
  throw failed(response, parsed, method, pathTemplate, fail)
}

/**
 * A call whose answer is not JSON (a support bundle's index and files): the
 * response itself with its body unread, for the caller to read as text or a
 * Blob, or only its headers (HEAD). A failure throws the ApiError any other
 * call would.
 */
export async function requestRaw(
  method: 'get' | 'head',
  pathTemplate: PathsWith<'get'>,
  opts: Omit<RawOptions, 'body'> = {},
): Promise<Response> {
  const notSent = dryRunCall(method, pathTemplate, opts)
  if (notSent) return notSent
  const { response, fail, session } = await exchange(method, pathTemplate, opts)
  if (session.aborted) throw sessionEnded()
  if (response.ok) return response
  // A HEAD has no body to say why: the status is all there is.
  const parsed = parseJson(method === 'head' ? '' : await response.text())
  throw failed(response, parsed, method as Method, pathTemplate, fail)
}

/** Sends one call (after the mock is ready, with the token): its response, and how to report its failure. */
async function exchange(method: Method | 'head', pathTemplate: string, opts: RawOptions) {
  // What the call waits for, and the session it belongs to: taken before anything is awaited.
  const hold = sessionHold()
  let answered: () => void = () => {}
  let session = sessionSignal()
  if (isSignOut(method, pathTemplate)) {
    endSession(new Promise<void>((resolve) => (answered = resolve)))
    // It belongs to no session: it is the end of one.
    session = new AbortController().signal
  }
  try {
    if (gate) await gate()
    if (hold) await hold
    return await send(method, pathTemplate, opts, session)
  } finally {
    answered()
  }
}

async function send(method: Method | 'head', pathTemplate: string, opts: RawOptions, session: AbortSignal) {
  // Same origin. Node's Request (tests) cannot resolve a relative URL, so resolve
  // it here against the page, exactly as the browser would.
  // The same wire form a dry run shows (dry-run.ts): path, query string and body.
  const wire = wireRequest(method, pathTemplate, opts)
  const relative = wire.path
  const url = globalThis.location ? new URL(relative, globalThis.location.origin).href : relative
  const fail = (type: ApiErrorType, message: string, rest: Omit<ApiErrorInit, 'type' | 'message'> = {}) => {
    const error = new ApiError({ type, message, method, path: relative, ...rest })
    // Logged as text, not as the error: a logged object lives as long as the
    // console keeps the message (up to 1,000 of them with an inspector
    // attached), and with it what hangs off the error — React keeps the whole
    // (left) page's fiber tree that rendered it.
    console.error(`${method.toUpperCase()} ${relative} failed: ${describeError(error)}`)
    return error
  }

  // The boot module may have asked this already (early.ts): its answer, not a second call.
  // Never with a token: the boot module sends none.
  const early = method === 'get' && !token && !opts.signal?.aborted ? takeEarly(relative) : undefined
  // A read stops when its session ends. A write goes on (the server may
  // already be doing it); only its answer is refused (request, above).
  const isRead = method === 'get' || method === 'head'
  const signal = isRead ? (opts.signal ? AbortSignal.any([opts.signal, session]) : session) : opts.signal
  let response: Response
  try {
    if (session.aborted) throw sessionEnded()
    response = early ? await early : await http(url, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      signal,
      ...(wire.form !== undefined ? { body: new URLSearchParams(wire.form) } : wire.body !== undefined ? { json: wire.body } : {}),
    })
  } catch (e) {
    if (isAbort(e, signal)) throw e
    // No response at all (network down, CORS, …): the reason is all there is.
    throw fail('client_error', capitalize(e instanceof Error ? e.message : '') || 'Error reading API response')
  }
  return { response, fail, session }
}

/** The error a failed (or unreadable) answer is, classified by kind; a 401 signs out. */
function failed(
  response: Response,
  parsed: Parsed,
  method: Method,
  pathTemplate: string,
  fail: (type: ApiErrorType, message: string, rest?: Omit<ApiErrorInit, 'type' | 'message'>) => ApiError,
): ApiError {
  const statusCode = response.status
  const headerRequestId = response.headers.get('x-request-id') ?? undefined
  let error: ApiError
  if (parsed.ok) {
    const body = asErrorBody(camelize(parsed.data))
    error = fail('error', serverErrorMessage(body, method, pathTemplate), {
      statusCode,
      errorCode: body?.errorCode,
      requestId: body?.requestId ?? headerRequestId,
    })
  } else {
    const message = clientErrorMessage(response.ok, parsed.reason)
    error = fail('client_error', message, { statusCode, requestId: headerRequestId })
  }
  if (statusCode === 401 && !isLocalLogin(method, pathTemplate)) {
    // To sign-in first: the router moves on from the page before the
    // session's other calls are aborted, so they end no page in an error.
    onUnauthorized()
    // Nothing asked for the signed-out session may reach the next one.
    endSession()
  }
  return error
}

export interface RawOptions {
  path?: Record<string, unknown>
  query?: object
  body?: unknown
  signal?: AbortSignal
}

type Call<M extends Method> = <P extends PathsWith<M>>(
  pathTemplate: P,
  ...opts: OptionalIfEmpty<CallOptions<P, M>>
) => Promise<ResponseBody<P, M>>

const call =
  <M extends Method>(method: M): Call<M> =>
  (pathTemplate, ...[opts]) =>
    request(method, pathTemplate, opts as RawOptions) as Promise<never>

/** Typed Nexus calls, e.g. `api.get('/v1/projects/{project}', { path: { project } })`. */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  delete: call('delete'),
}
