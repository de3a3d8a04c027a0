// ApiError and the error messages the console shows for each kind of failure.

/** `error`: non-OK response with a parsed body; `client_error`: unreadable response. */
export type ApiErrorType = 'error' | 'client_error'

export interface ApiErrorInit {
  type: ApiErrorType
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
}

export class ApiError extends Error {
  readonly type: ApiErrorType
  readonly errorCode?: string
  readonly statusCode?: number
  readonly requestId?: string

  constructor({ type, message, errorCode, statusCode, requestId }: ApiErrorInit) {
    super(message)
    this.name = 'ApiError'
    this.type = type
    this.errorCode = errorCode
    this.statusCode = statusCode
    this.requestId = requestId
  }
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
