// Checks a request the console sends against the OpenAPI document: the
// operation exists, its path parameters and query keys are the documented
// ones with valid values, and a JSON body matches the request schema with no
// field the API does not know (objects are closed, as in the response check).
// Runs in Node, for the e2e fixture (tests/e2e/fixtures.ts).
import type { ValidateFunction } from 'ajv'
import { adapt, doc, makeAjv } from '../unit/mirage/openapi'

type Json = Record<string, unknown>
type Parameter = { in: string; name: string; required?: boolean; schema: unknown }
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: unknown }> } }
type Route = { template: string; pattern: RegExp; names: string[]; ops: Record<string, Operation> }

const paths = (doc as { paths: Record<string, Record<string, Operation>> }).paths

const routes: Route[] = Object.entries(paths)
  .map(([template, ops]) => {
    const names: string[] = []
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    return { template, pattern: new RegExp(`^${source}$`), names, ops }
  })
  // '/v1/system/ip-pools/default' before '/v1/system/ip-pools/{pool}': fewer parameters first.
  .sort((a, b) => a.names.length - b.names.length)

// Query strings are text: ajv coerces '50' to 50 and one value to a one-item array.
const ajv = makeAjv({ coerceTypes: 'array' })
const bodyAjv = makeAjv()
const compiled = new Map<string, ValidateFunction>()
const compile = (key: string, schema: Json, strict = false) => {
  if (!compiled.has(key)) compiled.set(key, (strict ? bodyAjv : ajv).compile(adapt(schema) as Json))
  return compiled.get(key)!
}

const errorsOf = (v: ValidateFunction, where: string) =>
  (v.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)

/** What is wrong with this request by the document ([] when nothing is). */
export function requestViolations(method: string, url: string, body: string | null = null): string[] {
  const { pathname, searchParams } = new URL(url, 'http://console.invalid')
  const verb = method.toLowerCase()
  const route = routes.find((r) => r.pattern.test(pathname) && r.ops[verb])
  if (!route) return [`${method} ${pathname}: no such operation in the API document`]
  const op = route.ops[verb]
  const id = `${verb} ${route.template}`
  const problems: string[] = []
  const params = op.parameters ?? []

  // Path parameters.
  const values = route.pattern.exec(pathname)!.slice(1).map(decodeURIComponent)
  const pathSchema = objectOf(params.filter((p) => p.in === 'path'))
  const pathValues = Object.fromEntries(route.names.map((n, i) => [n, values[i]]))
  const checkPath = compile(`${id} path`, pathSchema)
  if (!checkPath(pathValues)) problems.push(...errorsOf(checkPath, 'path'))

  // Query: only documented keys, documented values; repeated keys are arrays.
  const query: Record<string, string | string[]> = {}
  for (const [k, v] of searchParams) {
    const prev = query[k]
    query[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v]
  }
  const checkQuery = compile(`${id} query`, objectOf(params.filter((p) => p.in === 'query')))
  if (!checkQuery(query)) problems.push(...errorsOf(checkQuery, 'query'))

  // A JSON body, against the operation's request schema.
  const json = op.requestBody?.content['application/json']
  if (body != null && body !== '') {
    if (!op.requestBody) problems.push(`a body was sent, but ${method} ${route.template} takes none`)
    else if (json) {
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        problems.push(`body is not JSON: ${body.slice(0, 80)}`)
      }
      if (parsed !== undefined) {
        const checkBody = compile(`${id} body`, json.schema as Json, true)
        if (!checkBody(parsed)) problems.push(...errorsOf(checkBody, 'body'))
      }
    }
  } else if (json && (op.requestBody as { required?: boolean }).required) {
    problems.push('the operation requires a JSON body; none was sent')
  }
  return problems.map((p) => `${method} ${pathname}${searchParams.size ? `?${searchParams}` : ''}: ${p}`)
}

function objectOf(params: Parameter[]): Json {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  }
}
