// Reading request bodies the way Dropshot's serde would: a missing or
// mistyped field is a 400 "unable to parse JSON body: …" with no error code.
import { badRequest } from './errors'

type Body = Record<string, unknown>

const bodyError = (detail: string) => badRequest(`unable to parse JSON body: ${detail}`)

const typeName = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'sequence' : typeof v === 'object' ? 'map' : typeof v

export function str(body: Body, key: string): string {
  const v = body[key]
  if (v === undefined) throw bodyError(`missing field \`${key}\``)
  if (typeof v !== 'string') throw bodyError(`${key}: invalid type: ${typeName(v)}, expected a string`)
  return v
}

/** An optional, nullable string (e.g. an update's description). */
export function optStr(body: Body, key: string): string | null {
  const v = body[key]
  if (v === undefined || v === null) return null
  if (typeof v !== 'string') throw bodyError(`${key}: invalid type: ${typeName(v)}, expected a string`)
  return v
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Why a string is not a Nexus `Name`, in omicron's words; null when it is one. */
export function nameProblem(value: string): string | null {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  const bad = value.match(/[^a-zA-Z0-9-]/)
  if (bad) return `name contains invalid character: "${bad[0]}" (allowed characters are letters, digits, and "-")`
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (UUID.test(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return null
}

export function name(body: Body, key = 'name'): string {
  const v = str(body, key)
  const problem = nameProblem(v)
  if (problem) throw bodyError(`${key}: ${problem}`)
  return v
}

export function optName(body: Body, key = 'name'): string | null {
  const v = optStr(body, key)
  if (v === null) return null
  const problem = nameProblem(v)
  if (problem) throw bodyError(`${key}: ${problem}`)
  return v
}

export function array(body: Body, key: string): unknown[] {
  const v = body[key]
  if (v === undefined) throw bodyError(`missing field \`${key}\``)
  if (!Array.isArray(v)) throw bodyError(`${key}: invalid type: ${typeName(v)}, expected a sequence`)
  return v
}

/** One of a fixed set of string variants. */
export function variant<T extends string>(value: unknown, field: string, variants: readonly T[]): T {
  if (typeof value !== 'string') throw bodyError(`${field}: invalid type: ${typeName(value)}, expected a string`)
  if (!variants.includes(value as T)) {
    throw bodyError(`${field}: unknown variant \`${value}\`, expected one of ${variants.map((x) => `\`${x}\``).join(', ')}`)
  }
  return value as T
}

export function uuid(value: unknown, field: string): string {
  if (typeof value !== 'string') throw bodyError(`${field}: invalid type: ${typeName(value)}, expected a string`)
  if (!UUID.test(value)) throw bodyError(`${field}: UUID parsing failed`)
  return value.toLowerCase()
}

export function object(value: unknown, field: string): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bodyError(`${field}: invalid type: ${typeName(value)}, expected a map`)
  }
  return value as Body
}
