// Validates mock responses against the Nexus OpenAPI document with ajv.
//
// The document is OpenAPI 3.0, not JSON Schema, so it is adapted once:
// - `nullable: true` becomes `anyOf [schema, null]` (it also sits next to
//   `allOf`, where ajv's own `nullable` support does not apply);
// - Nexus's integer and address formats (uint32, ip, uint128, …) are registered;
// - every object schema that lists its properties is closed
//   (`additionalProperties: false`), so a serialiser that leaks a store field
//   fails. No Nexus schema combines object parts with allOf, so this is safe.
import Ajv, { type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Read rather than imported, so the type checker does not model 780 KB of JSON.
export const doc: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../openapi/nexus-openapi.json'), 'utf8'),
)

type Json = Record<string, unknown>
const ROOT = 'nexus.json'

export function adapt(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(adapt)
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = `${ROOT}${v}`
    else out[k] = adapt(v)
  }
  if (out.properties && typeof out.properties === 'object' && out.additionalProperties === undefined) {
    out.additionalProperties = false
  }
  if (out.nullable === true) {
    delete out.nullable
    return { anyOf: [out, { type: 'null' }] }
  }
  return out
}

const intRange = (min: number | bigint, max: number | bigint) => ({
  type: 'number' as const,
  validate: (n: number) => Number.isInteger(n) && n >= Number(min) && n <= Number(max),
})

/** An ajv that knows the document's components (and Nexus's formats); tests/e2e/api-requests.ts coerces query strings with it. */
export function makeAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, ...options })
  addFormats(ajv)
  ajv.addFormat('uint8', intRange(0, 255))
  ajv.addFormat('uint16', intRange(0, 65535))
  ajv.addFormat('uint32', intRange(0, 4294967295))
  ajv.addFormat('uint64', intRange(0, Number.MAX_SAFE_INTEGER))
  ajv.addFormat('uint', intRange(0, Number.MAX_SAFE_INTEGER))
  ajv.addFormat('int8', intRange(-128, 127))
  ajv.addFormat('int16', intRange(-32768, 32767))
  ajv.addFormat('uint128', { type: 'string', validate: (s: string) => /^\d+$/.test(s) && BigInt(s) < 2n ** 128n })
  const ipv4 = ajv.formats.ipv4 as RegExp
  const ipv6 = ajv.formats.ipv6 as RegExp
  ajv.addFormat('ip', { type: 'string', validate: (s: string) => ipv4.test(s) || ipv6.test(s) })
  ajv.addSchema({ $id: ROOT, components: adapt((doc as unknown as Json).components) })
  return ajv
}

const ajv = makeAjv()
const cache = new Map<string, ValidateFunction | null>()

type Method = 'get' | 'post' | 'put' | 'delete'

/** The JSON schema of one operation's response with this status (null: the document gives no body). */
function responseSchema(template: string, method: Method, status: number): unknown {
  const op = (doc as unknown as { paths: Record<string, Record<string, Json>> }).paths[template]?.[method]
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${template} in the OpenAPI document`)
  const responses = op.responses as Record<string, Json>
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses)
  if (!key) throw new Error(`${method.toUpperCase()} ${template} documents no ${status} response`)
  let response = responses[key]
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop()!
    response = (doc as unknown as { components: { responses: Record<string, Json> } }).components.responses[name]
  }
  const content = response.content as Record<string, { schema: unknown }> | undefined
  if (!content) return null
  const media = content['application/json'] ?? Object.values(content)[0]
  return media.schema
}

/** ajv's errors for `body` as a response of the operation, or [] when it conforms. */
export function responseErrors(template: string, method: Method, status: number, body: unknown): string[] {
  const id = `${method} ${template} ${status}`
  if (!cache.has(id)) {
    const schema = responseSchema(template, method, status)
    cache.set(id, schema === null ? null : ajv.compile(adapt(schema) as Json))
  }
  const validate = cache.get(id)
  if (validate === null) {
    return body === undefined || body === '' ? [] : [`expected no body, got ${JSON.stringify(body).slice(0, 200)}`]
  }
  if (validate!(body)) return []
  return (validate!.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`)
}
