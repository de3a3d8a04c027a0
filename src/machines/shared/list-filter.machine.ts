// The filter above a list: the typed text narrows the rows the
// list has loaded, at once. Nexus pages the list and cannot search, so when
// more pages exist the filter offers to walk them ("Search all pages"):
// bounded like allPages (MAX_PAGES requests of MAX_LIMIT rows), stopping on a
// token that comes back again, with progress and cancel; the matches found so
// far stay when it is cancelled or stopped. Also the loaded page's sort by a
// column Nexus does not sort by. Framework-free; the view reads it through
// connectListFilter.
import { assign, fromCallback, setup } from 'xstate'
import { MAX_LIMIT, MAX_PAGES } from '~/api'
import { errorMessage } from './error-message.rules'
import { defaultRowText, nextPageSort, normalizeQuery, rowMatches, type PageSort, type RowText, type SortBy } from './list-find.rules'
import type { FetchPage } from './list.machine'

/** Why a walk ended before the last page. */
export type WalkStop = 'limit' | 'repeated' | 'cancelled'

export type WalkResult<T> = { matches: T[]; pages: number; stopped?: WalkStop }

export type WalkOptions<T> = {
  query: string
  textOf?: (row: T) => RowText
  sortBy?: SortBy
  signal?: AbortSignal
  maxPages?: number
  limit?: number
  /** After each page: the pages read and the matches so far. */
  onProgress?: (progress: WalkResult<T>) => void
}

/**
 * Every row of the list matching `query`, page after page, at most `maxPages`
 * requests. A token seen before ends the walk (a server handing one out
 * again would otherwise keep it going); so does the signal, between pages.
 */
export async function searchAllPages<T>(fetchPage: FetchPage<T>, opts: WalkOptions<T>): Promise<WalkResult<T>> {
  const { textOf = defaultRowText, sortBy, signal, maxPages = MAX_PAGES, limit = MAX_LIMIT, onProgress } = opts
  const q = normalizeQuery(opts.query)
  const keep = (row: T) => rowMatches(textOf(row), q)
  const matches: T[] = []
  const seen = new Set<string>()
  let token: string | undefined
  for (let pages = 1; ; pages++) {
    const page = await fetchPage({ pageToken: token, limit, signal, keep, ...(sortBy && { sortBy }) })
    if (signal?.aborted) return { matches, pages, stopped: 'cancelled' }
    matches.push(...page.items.filter(keep))
    onProgress?.({ matches: [...matches], pages })
    token = page.nextPage ?? undefined
    if (!token) return { matches, pages }
    if (seen.has(token)) return { matches, pages, stopped: 'repeated' }
    if (pages >= maxPages) return { matches, pages, stopped: 'limit' }
    seen.add(token)
  }
}

export type ListFilterInput<T> = {
  fetchPage: FetchPage<T>
  textOf?: (row: T) => RowText
  query?: string
  sortBy?: SortBy
}

export type ListFilterContext<T> = {
  fetchPage: FetchPage<T>
  textOf: (row: T) => RowText
  query: string
  sortBy?: SortBy
  pageSort?: PageSort
  /** The walk of every page: running, done or stopped (absent while only the loaded rows are filtered). */
  search?: WalkResult<T> & { error?: string }
}

export type ListFilterEvent<T = unknown> =
  | { type: 'SET_QUERY'; query: string }
  | { type: 'CLEAR' }
  | { type: 'SEARCH_ALL' }
  | { type: 'CANCEL' }
  | { type: 'SET_SORT'; sortBy?: SortBy }
  | { type: 'SORT_PAGE'; column: string }
  /** The page back in the order it came in (another column took the sort). */
  | { type: 'UNSORT_PAGE' }
  | { type: 'PROGRESS'; result: WalkResult<T> }
  | { type: 'WALKED'; result: WalkResult<T> }
  | { type: 'WALK_FAILED'; error: unknown }

type WalkInput<T> = Pick<ListFilterContext<T>, 'fetchPage' | 'textOf' | 'query' | 'sortBy'>

export function createListFilterMachine<T>() {
  return setup({
    types: {
      input: {} as ListFilterInput<T>,
      context: {} as ListFilterContext<T>,
      events: {} as ListFilterEvent<T>,
    },
    actors: {
      walk: fromCallback<ListFilterEvent<T>, WalkInput<T>>(({ input, sendBack }) => {
        const abort = new AbortController()
        searchAllPages(input.fetchPage, {
          query: input.query,
          textOf: input.textOf,
          sortBy: input.sortBy,
          signal: abort.signal,
          onProgress: (result) => sendBack({ type: 'PROGRESS', result }),
        }).then(
          (result) => sendBack({ type: 'WALKED', result }),
          (error: unknown) => {
            if (!abort.signal.aborted) sendBack({ type: 'WALK_FAILED', error })
          },
        )
        return () => abort.abort()
      }),
    },
    guards: {
      changed: ({ context, event }) => event.type === 'SET_QUERY' && event.query !== context.query,
      hasQuery: ({ context }) => normalizeQuery(context.query) !== '',
    },
    actions: {
      setQuery: assign({ query: ({ event }) => (event.type === 'SET_QUERY' ? event.query : ''), search: undefined }),
      clear: assign({ query: '', search: undefined }),
      setSort: assign({ sortBy: ({ event }) => (event.type === 'SET_SORT' ? event.sortBy : undefined), search: undefined }),
      sortPage: assign({
        pageSort: ({ context, event }) => (event.type === 'SORT_PAGE' ? nextPageSort(context.pageSort, event.column) : context.pageSort),
      }),
    },
  }).createMachine({
    id: 'listFilter',
    context: ({ input }) => ({
      fetchPage: input.fetchPage,
      textOf: input.textOf ?? defaultRowText,
      query: input.query ?? '',
      sortBy: input.sortBy,
      pageSort: undefined,
      search: undefined,
    }),
    on: {
      // A new query (or sort) is another search: whatever was walked is dropped.
      SET_QUERY: { guard: 'changed', target: '.loaded', actions: 'setQuery' },
      CLEAR: { target: '.loaded', actions: 'clear' },
      SET_SORT: { target: '.loaded', actions: 'setSort' },
      SORT_PAGE: { actions: 'sortPage' },
      UNSORT_PAGE: { actions: assign({ pageSort: undefined }) },
    },
    initial: 'loaded',
    states: {
      /** The loaded rows, filtered. */
      loaded: {
        on: { SEARCH_ALL: { guard: 'hasQuery', target: 'searching' } },
      },
      /** Walking every page; the matches so far show as they come. */
      searching: {
        entry: assign({ search: { matches: [], pages: 0 } }),
        invoke: {
          src: 'walk',
          input: ({ context }) => ({
            fetchPage: context.fetchPage,
            textOf: context.textOf,
            query: context.query,
            sortBy: context.sortBy,
          }),
        },
        on: {
          PROGRESS: { actions: assign({ search: ({ event }) => event.result }) },
          WALKED: { target: 'searched', actions: assign({ search: ({ event }) => event.result }) },
          WALK_FAILED: {
            target: 'searched',
            actions: assign({ search: ({ context, event }) => ({ ...context.search!, error: errorMessage(event.error) }) }),
          },
          CANCEL: { target: 'searched', actions: assign({ search: ({ context }) => ({ ...context.search!, stopped: 'cancelled' as const }) }) },
        },
      },
      /** Every match the walk found (all, or up to where it stopped); the list's own pages are set aside. */
      searched: {
        on: {
          SEARCH_ALL: { guard: 'hasQuery', target: 'searching' },
          // Back to the loaded rows, keeping the query.
          CANCEL: { target: 'loaded', actions: assign({ search: undefined }) },
        },
      },
    },
  })
}

export type ListFilterMachine<T> = ReturnType<typeof createListFilterMachine<T>>

/** The filter machine over unknown rows, for tools that walk machines. */
export const listFilterMachine = createListFilterMachine<unknown>()
