// Reading request bodies the way Dropshot's serde would: a missing or
// mistyped field is a 400 "unable to parse JSON body: …" with no error code.
import { badRequest } from './errors'
import { canonicalIp, canonicalNet, isIp, isIpNet, isIpv4Net, isIpv6Net } from './ip'

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

/** Why a string is not a Nexus `Name`, in Nexus's words; null when it is one. */
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

// ---- numbers, flags, lists and Nexus's own value types ------------------------

const INT_MAX = { u8: 255, u16: 65_535, u32: 4_294_967_295, u64: Number.MAX_SAFE_INTEGER } as const
export type IntFormat = keyof typeof INT_MAX

/** An unsigned integer of the given width, worded as serde rejects one. */
export function intValue(v: unknown, field: string, format: IntFormat): number {
  if (typeof v !== 'number') throw bodyError(`${field}: invalid type: ${typeName(v)}, expected ${format}`)
  if (!Number.isInteger(v)) throw bodyError(`${field}: invalid type: floating point \`${v}\`, expected ${format}`)
  if (v < 0 || v > INT_MAX[format]) throw bodyError(`${field}: invalid value: integer \`${v}\`, expected ${format}`)
  return v
}

export function int(body: Body, key: string, format: IntFormat): number {
  if (body[key] === undefined) throw bodyError(`missing field \`${key}\``)
  return intValue(body[key], key, format)
}

/** A boolean with a serde default when absent. */
export function bool(body: Body, key: string, fallback: boolean): boolean {
  const v = body[key]
  if (v === undefined) return fallback
  if (typeof v !== 'boolean') throw bodyError(`${key}: invalid type: ${typeName(v)}, expected a boolean`)
  return v
}

/** A list with a serde default of [] when absent (null is still a type error, as in serde). */
export function optArray(body: Body, key: string): unknown[] {
  return body[key] === undefined ? [] : array(body, key)
}

/** Nexus's `NameOrId`: a UUID (read lower-case) or a Name. */
export function nameOrId(value: unknown, field: string): string {
  if (typeof value === 'string') {
    if (UUID.test(value)) return value.toLowerCase()
    if (nameProblem(value) === null) return value
  }
  throw bodyError(`${field}: data did not match any variant of untagged enum NameOrId`)
}

/** An optional, nullable `NameOrId`. */
export function optNameOrId(body: Body, key: string): string | null {
  const v = body[key]
  return v === undefined || v === null ? null : nameOrId(v, key)
}

/** A serde internally tagged enum (`{ "type": "create", … }`): its tag, checked, and the object. */
export function tagged<T extends string>(value: unknown, field: string, variants: readonly T[]): { type: T; fields: Body } {
  const fields = object(value, field)
  if (fields.type === undefined) throw bodyError(`${field}: missing field \`type\``)
  return { type: variant(fields.type, `${field}.type`, variants), fields }
}

/** A required field of an object at `path` ('' for the body itself), with the path in the message. */
export function field(obj: Body, key: string, path = ''): unknown {
  if (obj[key] === undefined) throw bodyError(`${path ? `${path}: ` : ''}missing field \`${key}\``)
  return obj[key]
}

export function arrayValue(v: unknown, field: string): unknown[] {
  if (!Array.isArray(v)) throw bodyError(`${field}: invalid type: ${typeName(v)}, expected a sequence`)
  return v
}

export function strValue(v: unknown, field: string): string {
  if (typeof v !== 'string') throw bodyError(`${field}: invalid type: ${typeName(v)}, expected a string`)
  return v
}

export function nameValue(v: unknown, field: string): string {
  const s = strValue(v, field)
  const problem = nameProblem(s)
  if (problem) throw bodyError(`${field}: ${problem}`)
  return s
}

// ---- addresses and networks ---------------------------------------------------

/** An `IpAddr`, canonically spelled (Nexus stores and returns it that way). */
export function ipValue(v: unknown, field: string): string {
  const s = strValue(v, field)
  if (!isIp(s)) throw bodyError(`${field}: invalid IP address syntax`)
  return canonicalIp(s)
}

const NET_CHECK = { any: isIpNet, v4: isIpv4Net, v6: isIpv6Net } as const

/** An `IpNet` (or only `Ipv4Net` / `Ipv6Net`), its address canonically spelled. */
export function ipNetValue(v: unknown, field: string, family: keyof typeof NET_CHECK = 'any'): string {
  const s = strValue(v, field)
  if (!NET_CHECK[family](s)) throw bodyError(`${field}: invalid IP network "${s}"`)
  return canonicalNet(s)
}

/** An optional, nullable network. */
export function optIpNet(body: Body, key: string, family: keyof typeof NET_CHECK = 'any'): string | null {
  const v = body[key]
  return v === undefined || v === null ? null : ipNetValue(v, key, family)
}
