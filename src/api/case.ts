// Runtime twin of `Camelize` / `Snakify` in types.ts: the key rules here
// must produce exactly the keys those types compute, or the types lie.

/** Wire keys whose string values are timestamps. */
export function isDateKey(key: string): boolean {
  return key.startsWith('time_') || key.endsWith('_time') || key.endsWith('_expiration') || key === 'timestamp'
}

/** `ipv4_block` → `ipv4Block`; mirrors `SnakeToCamel` (each `_x` becomes `X`). */
export function snakeToCamel(key: string): string {
  const [head, ...rest] = key.split('_')
  return head + rest.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('')
}

/** `ipv4Block` → `ipv4_block`; mirrors `CamelToSnake` (every cased capital becomes `_x`). */
export function camelToSnake(key: string): string {
  let out = ''
  for (const c of key) {
    const lower = c.toLowerCase()
    out += c === lower ? c : `_${lower}`
  }
  return out
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

// Object.fromEntries defines own properties, so a `__proto__` key from JSON stays data.
function mapKeys(obj: Record<string, unknown>, f: (key: string, value: unknown) => [string, unknown]) {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => f(k, v)))
}

/** Wire JSON → console value: camelCase keys, Dates under date keys. */
export function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize)
  if (!isPlainObject(value)) return value
  return mapKeys(value, (k, v) => [
    snakeToCamel(k),
    typeof v === 'string' && isDateKey(k) ? new Date(v) : camelize(v),
  ])
}

/** Console value → wire JSON: snake_case keys, Dates as ISO strings. */
export function snakify(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(snakify)
  if (!isPlainObject(value)) return value
  return mapKeys(value, (k, v) => [camelToSnake(k), snakify(v)])
}
