// Query strings and form bodies: snake_case keys, arrays as repeated
// keys, null/undefined skipped, Dates as ISO strings.
import { camelToSnake } from './case'

function toParam(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

export function toSearchParams(params: object | undefined): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v !== null && v !== undefined) search.append(camelToSnake(key), toParam(v))
    }
  }
  return search
}

/** `{ pageToken: 'x', ids: [1, 2] }` → `?page_token=x&ids=1&ids=2`; '' when nothing is left. */
export function toQueryString(params: object | undefined): string {
  const s = toSearchParams(params).toString()
  return s ? `?${s}` : ''
}
