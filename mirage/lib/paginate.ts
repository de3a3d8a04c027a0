// Dropshot pagination as Nexus configures it: `limit` defaults to 100 and is
// capped at 1000, `sort_by` picks the scan order, and `page_token` is an opaque
// marker carrying the scan order and the last key served, so a page is stable
// however rows are added or removed between calls (keyset, not offset).
//
// One deliberate difference: Dropshot returns a `next_page` with every
// non-empty page, so a client finds the end by fetching an empty page. The
// mock gives `next_page` only when more items remain, and `null` otherwise.
import { badRequest } from './errors'

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

export const NAME_OR_ID: readonly SortMode[] = ['name_ascending', 'name_descending', 'id_ascending']
export const ID_ONLY: readonly SortMode[] = ['id_ascending']
export const NAME_ONLY: readonly SortMode[] = ['name_ascending']

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 1000

export interface Page<W> {
  items: W[]
  next_page: string | null
}

interface Keyed {
  id: string
  name?: string
}

interface Options<R> {
  /** the modes this operation accepts; the first is the default */
  sorts?: readonly SortMode[]
  /** key for id order when it is not the row's id (e.g. a link row ordered by silo id) */
  idOf?: (row: R) => string
}

const queryError = (detail: string) => badRequest(`unable to parse query string: ${detail}`)

function parseLimit(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_LIMIT
  if (!/^\d+$/.test(raw)) throw queryError('invalid digit found in string')
  const n = Number(raw)
  if (n === 0) throw queryError('invalid value: integer `0`, expected a nonzero u32')
  if (n > 0xffffffff) throw queryError('number too large to fit in target type')
  return Math.min(n, MAX_LIMIT)
}

/** serde's wording for the accepted variants */
function serdeOneOf(names: readonly string[]): string {
  const q = names.map((n) => `\`${n}\``)
  if (q.length === 1) return q[0]
  if (q.length === 2) return `${q[0]} or ${q[1]}`
  return `one of ${q.join(', ')}`
}

function parseSort(raw: string | null, sorts: readonly SortMode[]): SortMode {
  if (raw === null || raw === '') return sorts[0]
  if (!sorts.includes(raw as SortMode)) {
    throw queryError(`unknown variant \`${raw}\`, expected ${serdeOneOf(sorts)}`)
  }
  return raw as SortMode
}

interface Marker {
  sort: SortMode
  after: string
}

const encodeToken = (m: Marker) => btoa(JSON.stringify({ v: 1, ...m }))

function decodeToken(token: string, sorts: readonly SortMode[]): Marker {
  try {
    const m = JSON.parse(atob(token)) as Partial<Marker> & { v?: number }
    if (m.v === 1 && typeof m.after === 'string' && m.sort && sorts.includes(m.sort)) {
      return { sort: m.sort, after: m.after }
    }
  } catch {
    // fall through to the error below
  }
  throw queryError('failed to parse pagination token: corrupted token')
}

/** One page of `rows` (already filtered to what the caller may list), serialised by `toWire`. */
export function paginate<R extends Keyed, W>(
  query: URLSearchParams,
  rows: readonly R[],
  toWire: (row: R) => W,
  { sorts = NAME_OR_ID, idOf = (r) => r.id }: Options<R> = {},
): Page<W> {
  const limit = parseLimit(query.get('limit'))
  const token = query.get('page_token')
  const marker = token ? decodeToken(token, sorts) : null
  const sort = marker?.sort ?? parseSort(query.get('sort_by'), sorts)

  const keyOf = sort === 'id_ascending' ? idOf : (r: R) => r.name ?? r.id
  const descending = sort === 'name_descending'
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)]
    const c = x < y ? -1 : x > y ? 1 : 0
    return descending ? -c : c
  })
  const rest = marker
    ? ordered.filter((r) => (descending ? keyOf(r) < marker.after : keyOf(r) > marker.after))
    : ordered
  const page = rest.slice(0, limit)
  const more = rest.length > limit
  return {
    items: page.map(toWire),
    next_page: more ? encodeToken({ sort, after: keyOf(page[page.length - 1]) }) : null,
  }
}
