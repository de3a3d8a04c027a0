// ApiError and the error messages the console shows for each kind of failure.

/** `error`: non-OK response with a parsed body; `client_error`: unreadable response. */
export type ApiErrorType = 'error' | 'client_error'

export interface ApiErrorInit {
  type: ApiErrorType
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
  /** The failed call: `GET`, and the path it was sent to with its query (`/v1/instances/db1?project=p`). */
  method?: string
  path?: string
  /** When the failure was seen; now, unless told. */
  at?: Date
}

/**
 * A failed call as the console shows it: the message (already in the words
 * the user reads), and what identifies the call for whoever runs the server —
 * Nexus's error code, the HTTP status, the request id Nexus logged it under,
 * the method and path, and when.
 */
export class ApiError extends Error {
  readonly type: ApiErrorType
  readonly errorCode?: string
  readonly statusCode?: number
  readonly requestId?: string
  readonly method?: string
  readonly path?: string
  readonly at: Date

  constructor({ type, message, errorCode, statusCode, requestId, method, path, at }: ApiErrorInit) {
    super(message)
    this.name = 'ApiError'
    this.type = type
    this.errorCode = errorCode
    this.statusCode = statusCode
    this.requestId = requestId
    this.method = method?.toUpperCase()
    this.path = path
    this.at = at ?? new Date()
  }
}

/** What a failed call's details show and copy: plain data, so it travels in machine events and toasts. */
export type ErrorDetails = {
  message: string
  errorCode?: string
  status?: number
  requestId?: string
  method?: string
  path?: string
  /** ISO 8601, UTC. */
  time: string
}

/**
 * A failure passed on as its message (an action's outcome, thrown again for a
 * confirm dialog) that keeps the details of the call behind it.
 */
export class DetailedError extends Error {
  constructor(
    message: string,
    readonly details: ErrorDetails | undefined,
  ) {
    super(message)
    this.name = 'DetailedError'
  }
}

/**
 * The details of a failed call; undefined for anything that is not one (a
 * bug, a refusal the console made itself), which has nothing to report.
 */
export function errorDetails(error: unknown): ErrorDetails | undefined {
  if (error instanceof DetailedError) return error.details
  if (!(error instanceof ApiError)) return undefined
  return {
    message: error.message,
    errorCode: error.errorCode,
    status: error.statusCode,
    requestId: error.requestId,
    method: error.method,
    path: error.path,
    time: error.at.toISOString(),
  }
}

/** The fields shown, in order, with their labels; a field the call did not have is left out. */
export function detailRows(d: ErrorDetails): { label: string; value: string }[] {
  const rows: [string, string | number | undefined][] = [
    ['Message', d.message],
    ['Error code', d.errorCode],
    ['Status', d.status],
    ['Request ID', d.requestId],
    ['Request', d.method && d.path ? `${d.method} ${d.path}` : (d.path ?? d.method)],
    ['Time', d.time],
  ]
  return rows.flatMap(([label, value]) => (value === undefined || value === '' ? [] : [{ label, value: String(value) }]))
}

/**
 * The plain-text block "Copy details" puts on the clipboard, one `Label: value`
 * a line; several failed calls (a bulk action's) are separated by a blank line.
 */
export function detailsText(list: readonly ErrorDetails[]): string {
  return list.map((d) => detailRows(d).map(({ label, value }) => `${label}: ${value}`).join('\n')).join('\n\n')
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// Path segments that name an action, not a collection being created into.
const ACTION_SEGMENTS = new Set(['attach', 'detach', 'add', 'remove', 'query', 'ephemeral', 'logout'])

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses') || word.endsWith('xes')) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/**
 * The resource a create call names, from its path: POST /v1/vpc-subnets → 'vpc subnet'.
 * Nexus names its create operations `<resource>_create` on POST to the collection,
 * so the collection's last segment is the resource.
 */
export function createdResource(method: string, pathTemplate: string): string | undefined {
  if (method.toLowerCase() !== 'post') return undefined
  const segments = pathTemplate.split('/')
  const [parent, last] = segments.slice(-2)
  if (!last || last.startsWith('{') || parent?.startsWith('{') || ACTION_SEGMENTS.has(last)) return undefined
  const words = last.split(/[-_]/)
  words[words.length - 1] = singular(words[words.length - 1])
  return words.join(' ')
}

/** Nexus says `already exists: vpc-subnet "web"`; take the type name. */
function resourceInMessage(message: string): string | undefined {
  const name = /already exists: ([a-z][\w -]*?)\s*(?:"|$)/i.exec(message)?.[1]
  return name?.replace(/[-_]/g, ' ')
}

export interface ErrorBody {
  errorCode?: string
  message?: string
  requestId?: string
}

/** Message for a non-OK response with a JSON body. */
export function serverErrorMessage(body: ErrorBody | undefined, method: string, pathTemplate: string): string {
  const message = body?.message || ''
  switch (body?.errorCode) {
    case 'Forbidden':
      return 'Action not authorized'
    case 'ObjectAlreadyExists': {
      const resource = resourceInMessage(message) ?? createdResource(method, pathTemplate)
      if (resource) return `${capitalize(resource)} name already exists`
      break
    }
  }
  // ObjectNotFound and everything else: the server's own words.
  return message ? capitalize(message) : 'Unknown server error'
}

/** Message for a response whose body is not JSON. */
export function clientErrorMessage(ok: boolean, parseReason: string): string {
  return ok && parseReason ? capitalize(parseReason) : 'Error reading API response'
}
