// Nexus's error responses: `{ error_code, message, request_id }` with the
// status and wording Nexus uses (Nexus's `external::Error` → HttpError).
// Handlers throw these; the route wrapper turns them into responses.
//
// Every response carries the id the server logged the request under, in the
// `x-request-id` header; an error body repeats it as `request_id`, so whoever
// reads an error can quote it. The mock does the same for every answer it
// gives, errors it makes up (chaos, planned faults) included.
import { randomUuid } from './random'

export const REQUEST_ID_HEADER = 'x-request-id'

/** A fresh request id, as the server gives each request. */
export const newRequestId = (): string => randomUuid()

export class NexusError extends Error {
  constructor(
    readonly status: number,
    /** absent for Dropshot's own request-parsing errors, as in Nexus */
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

/** The body of an error answer: the error code only when there is one (request-parsing errors have none). */
export function errorBody(error: NexusError, requestId: string): { request_id: string; message: string; error_code?: string } {
  return error.errorCode
    ? { request_id: requestId, error_code: error.errorCode, message: error.message }
    : { request_id: requestId, message: error.message }
}

export type Lookup = { name: string } | { id: string }

const describe = (lookup: Lookup) => ('id' in lookup ? `id "${lookup.id}"` : `name "${lookup.name}"`)

/** 404, e.g. `not found: project with name "foo"`. `kind` is Nexus's resource type name. */
export const notFound = (kind: string, lookup: Lookup) =>
  new NexusError(404, 'ObjectNotFound', `not found: ${kind} with ${describe(lookup)}`)

/** 400, e.g. `already exists: project "foo"`. */
export const alreadyExists = (kind: string, name: string) =>
  new NexusError(400, 'ObjectAlreadyExists', `already exists: ${kind} "${name}"`)

export const invalidRequest = (message: string) => new NexusError(400, 'InvalidRequest', message)

/** 409, e.g. detaching a boot disk (Nexus's `Error::Conflict`). */
export const conflict = (message: string) => new NexusError(409, 'Conflict', message)

/** 503: the request may succeed if retried later (Nexus's `Error::unavail`). */
export const serviceUnavailable = (message: string) => new NexusError(503, 'ServiceNotAvailable', message)

/** 507: a pool or the rack has run out of something (Nexus's `Error::InsufficientCapacity`). */
export const insufficientCapacity = (message: string) => new NexusError(507, 'InsufficientCapacity', message)

export const invalidValue = (label: string, message: string) =>
  new NexusError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)

/** Dropshot's own 400s (unparseable query, path or body) carry no error code. */
export const badRequest = (message: string) => new NexusError(400, undefined, message)

export const unauthorized = () => new NexusError(401, 'Unauthorized', 'credentials missing or invalid')

export const forbidden = () => new NexusError(403, 'Forbidden', 'Forbidden')

export const internalError = () => new NexusError(500, 'Internal', 'Internal Server Error')

/** Dropshot's answer for a path no route matches. */
export const noRoute = () => new NexusError(404, undefined, 'Not Found')
