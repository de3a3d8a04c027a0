import type { SnapshotFrom } from 'xstate'
import { matchRows, normalizeQuery, shownLabel, sortRows, type PageSort, type RowText, type SortBy } from './list-find.rules'
import type { ListFilterEvent, ListFilterMachine, WalkStop } from './list-filter.machine'

/** How the rows shown were found: the loaded page, or a walk of every page. */
export type ListFilterProps<T> = {
  query: string
  setQuery: (query: string) => void
  clear: () => void
  /** The rows to show: the loaded ones matching, or every match of the walk; the page's column sort applied. */
  rows: T[]
  /** 'N of M shown' while a query narrows the loaded rows. */
  shownLabel?: string
  /** More pages exist than are loaded and a query is typed: a walk of every page may find more. */
  canSearchAll: boolean
  searchAll: () => void
  /** The walk: running, or what it found. */
  search?: {
    running: boolean
    pages: number
    matches: number
    stopped?: WalkStop
    error?: string
  }
  /** Stops a running walk (its matches stay), or leaves the walk's results for the loaded page. */
  cancel: () => void
  sortBy?: SortBy
  pageSort?: PageSort
  sortPage: (column: string) => void
  unsortPage: () => void
  /** What a row is found by: its id and name (for copying) too. */
  textOf: (row: T) => RowText
}

/**
 * The filter's props over the list's loaded rows. `sortKey` gives a column's
 * value for the page's own sort (none: that column is not sorted).
 */
export function connectListFilter<T>(
  snapshot: SnapshotFrom<ListFilterMachine<T>>,
  send: (event: ListFilterEvent<T>) => void,
  loaded: { rows: T[]; canNext: boolean },
  sortKey?: (column: string) => ((row: T) => string | number | undefined | null) | undefined,
): ListFilterProps<T> {
  const { query, textOf, search, pageSort, sortBy } = snapshot.context
  const q = normalizeQuery(query)
  const walked = search && !snapshot.matches('loaded')
  const matched = walked ? search.matches : matchRows(loaded.rows, q, textOf)
  const key = pageSort && sortKey?.(pageSort.column)
  return {
    query,
    setQuery: (value) => send({ type: 'SET_QUERY', query: value }),
    clear: () => send({ type: 'CLEAR' }),
    rows: key ? sortRows(matched, key, pageSort.direction) : matched,
    shownLabel: q && !walked ? shownLabel(matched.length, loaded.rows.length) : undefined,
    canSearchAll: !!q && loaded.canNext && snapshot.matches('loaded'),
    searchAll: () => send({ type: 'SEARCH_ALL' }),
    search: walked
      ? {
          running: snapshot.matches('searching'),
          pages: search.pages,
          matches: search.matches.length,
          stopped: search.stopped,
          error: search.error,
        }
      : undefined,
    cancel: () => send({ type: 'CANCEL' }),
    sortBy,
    pageSort,
    sortPage: (column) => send({ type: 'SORT_PAGE', column }),
    unsortPage: () => send({ type: 'UNSORT_PAGE' }),
    textOf,
  }
}

/** What the walk says: 'Searching… 3 pages read, 2 matches', 'All 5 pages searched: 2 matches'. */
export function searchStatus(s: NonNullable<ListFilterProps<unknown>['search']>): string {
  const found = `${s.matches} ${s.matches === 1 ? 'match' : 'matches'}`
  const pages = `${s.pages} ${s.pages === 1 ? 'page' : 'pages'}`
  if (s.running) return `Searching all pages… ${pages} read, ${found}`
  if (s.error) return `Search stopped after ${pages}: ${s.error}. ${found} so far`
  switch (s.stopped) {
    case 'cancelled':
      return `Search cancelled after ${pages}: ${found} so far`
    case 'limit':
      return `Searched the first ${pages} (the most one search reads): ${found}`
    case 'repeated':
      return `Searched ${pages} (the server repeated a page): ${found}`
    default:
      return `All ${pages} searched: ${found}`
  }
}
