// Finding and sorting the rows of a list: what a typed filter
// matches, how a matched text splits for highlighting, and how the filter and
// the sort read from and write to the page's URL (`?q=`, `?sort=`).
// Nexus has no search: the filter narrows the rows a page has loaded, and
// sorts by name only where the list call takes `sort_by`.
import { validateName } from '~/validation'

/** What a row is found by: its name and description (or, nameless, its id). */
export type RowText = { id?: string; name?: string; description?: string }

/** The row's own fields by default (a project, a VPC…); wrapped rows say where their resource is. */
export const defaultRowText = (row: unknown): RowText => {
  const r = (row ?? {}) as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return { id: str(r.id), name: str(r.name), description: str(r.description) }
}

/** The filter as compared: trimmed, case-insensitive. */
export const normalizeQuery = (q: string) => q.trim().toLowerCase()

/** Whether a row matches the (normalized) query: a substring of its name or description, or its id. */
export function rowMatches(text: RowText, query: string): boolean {
  if (!query) return true
  const has = (s?: string) => !!s && s.toLowerCase().includes(query)
  return has(text.name) || has(text.description) || (!text.name && has(text.id)) || text.id?.toLowerCase() === query
}

export function matchRows<T>(rows: readonly T[], query: string, textOf: (row: T) => RowText = defaultRowText): T[] {
  const q = normalizeQuery(query)
  return q ? rows.filter((r) => rowMatches(textOf(r), q)) : [...rows]
}

/** A text cut around every (case-insensitive) occurrence of the query: `match` parts are highlighted. */
export type TextPart = { text: string; match: boolean }

export function splitMatches(text: string, query: string): TextPart[] {
  const q = normalizeQuery(query)
  if (!q || !text) return text ? [{ text, match: false }] : []
  const lower = text.toLowerCase()
  const parts: TextPart[] = []
  let at = 0
  for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, i + q.length)) {
    if (i > at) parts.push({ text: text.slice(at, i), match: false })
    parts.push({ text: text.slice(i, i + q.length), match: true })
    at = i + q.length
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  return parts
}

/** Nexus's name sorts (NameOrIdSortMode); a list call without them sorts by id only. */
export type SortBy = 'name_ascending' | 'name_descending'

export const SORT_BY: readonly SortBy[] = ['name_ascending', 'name_descending']

/** The filter and sort of a list page, as its URL holds them. */
export type ListSearch = { q?: string; sort?: SortBy }

/** `?q=` and `?sort=` from a route's search (anything else in it is left to its page). */
export function readListSearch(search: Record<string, unknown> | undefined): ListSearch {
  // The router parses `?q=1` as a number: what was typed is its text.
  const raw = search?.q
  const q = (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') && raw !== '' ? String(raw) : undefined
  const sort = SORT_BY.includes(search?.sort as SortBy) ? (search!.sort as SortBy) : undefined
  return { ...(q !== undefined && { q }), ...(sort && { sort }) }
}

/** The route's search with the list's filter and sort written in (empty values leave the URL). */
export function writeListSearch(search: Record<string, unknown>, next: ListSearch): Record<string, unknown> {
  const { q: _q, sort: _sort, ...rest } = search
  return { ...rest, ...(next.q && { q: next.q }), ...(next.sort && { sort: next.sort }) }
}

/** The name column's next server sort: ascending (Nexus's default) → descending → ascending. */
export const nextSortBy = (current: SortBy | undefined): SortBy =>
  current === 'name_descending' ? 'name_ascending' : 'name_descending'

/** A column of the loaded page sorted in the browser (Nexus does not sort by it). */
export type PageSort = { column: string; direction: 'ascending' | 'descending' }

/** none → ascending → descending → none. */
export function nextPageSort(current: PageSort | undefined, column: string): PageSort | undefined {
  if (current?.column !== column) return { column, direction: 'ascending' }
  return current.direction === 'ascending' ? { column, direction: 'descending' } : undefined
}

type SortKey = string | number | undefined | null

/** The rows ordered by one key (stable; rows without a key last). */
export function sortRows<T>(rows: readonly T[], key: (row: T) => SortKey, direction: PageSort['direction']): T[] {
  const sign = direction === 'ascending' ? 1 : -1
  const keyed = rows.map((row, i) => ({ row, i, k: key(row) }))
  keyed.sort((a, b) => {
    const [x, y] = [a.k, b.k]
    if (x == null || y == null) return x == null && y == null ? a.i - b.i : x == null ? 1 : -1
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true })
    return c === 0 ? a.i - b.i : c * sign
  })
  return keyed.map((k) => k.row)
}

/** 'Showing 3 of 50' under a filter. */
export const shownLabel = (shown: number, total: number) => `${shown} of ${total} shown`

/** The typed text as a name to open directly (Enter), or undefined when no resource could be called that. */
export function openableName(query: string): string | undefined {
  const name = query.trim()
  return name && validateName(name) === undefined ? name : undefined
}
