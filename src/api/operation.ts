// What a call to one operation takes, derived from the generated types by path
// template and method.
import type { paths } from './generated/nexus'
import type { ApiPath, Camelize, Method, MethodOf, PathParams, QueryParams } from './types'

/** Path templates that have an operation for method M. */
export type PathsWith<M extends Method> = { [P in ApiPath]: M extends MethodOf<P> ? P : never }[ApiPath]
export type GetPath = PathsWith<'get'>

// The body schema for one content type; never when the operation has no such body.
// (types.ts `RequestBody` is `unknown` for operations without a body, so it cannot
// tell "no body" apart; this can.)
type Content<P extends ApiPath, M extends Method, C extends string> = NonNullable<paths[P][M]> extends {
  requestBody?: infer R
}
  ? R extends { content: { [_ in C]: infer B } }
    ? B
    : never
  : never
type FormContent<P extends ApiPath, M extends Method> = Content<P, M, 'application/x-www-form-urlencoded'>

/** Operations whose OpenAPI body is application/x-www-form-urlencoded (the device flow). */
export type FormPath = { [P in PathsWith<'post'>]: [FormContent<P, 'post'>] extends [never] ? never : P }[PathsWith<'post'>]

/** Same list at run time; `satisfies` fails type-checking if it drifts from the document. */
const formPaths = { '/device/auth': true, '/device/token': true } satisfies Record<FormPath, true>
export const isFormPath = (path: string): boolean => Object.hasOwn(formPaths, path)

/** The body a call takes, camelCase: JSON bodies, or the form fields of the device flow. */
export type Body<P extends ApiPath, M extends Method> = Camelize<
  Content<P, M, 'application/json'> | FormContent<P, M>
>

// A slot is required when its type has required fields, optional when all are
// optional, and absent (only `undefined` allowed) when the operation has none.
type Slot<K extends string, T> = [T] extends [never]
  ? { [_ in K]?: undefined }
  : object extends T
    ? { [_ in K]?: T }
    : { [_ in K]: T }

/** Path params, query and body of one operation. Also the cache key's second half. */
export type ApiArgs<P extends ApiPath, M extends Method> = Slot<'path', PathParams<P, M>> &
  Slot<'query', QueryParams<P, M>> &
  Slot<'body', Body<P, M>>

export type CallOptions<P extends ApiPath, M extends Method> = ApiArgs<P, M> & { signal?: AbortSignal }

/** The options argument is optional only when nothing in it is required. */
export type OptionalIfEmpty<T> = object extends T ? [opts?: T] : [opts: T]
