// One paginated list for every list page. Nexus
// pages forward only, so the machine keeps the stack of tokens it walked
// through to go back. Rows already on screen stay there while another page,
// a refresh or a poll is in flight, and when it fails. A later page that comes
// back empty (its last rows were deleted, or Nexus handed out a token after a
// full page) is never shown: the machine steps back to the page before it.
import { and, assign, fromPromise, setup } from 'xstate'
import { PAGE_SIZE } from '~/api'
import type { SortBy } from './list-find.rules'

export const DEFAULT_POLL_INTERVAL_MS = 3000

export type Page<T> = { items: T[]; nextPage?: string | null }
export type PageParams<T = unknown> = {
  pageToken?: string
  limit: number
  /** Aborted when the fetch is dropped (a newer request, or the page was left). */
  signal?: AbortSignal
  /** Nexus's name sort, for list calls that take `sort_by` (others ignore it). */
  sortBy?: SortBy
  /**
   * Only these rows are wanted (a search of every page keeps its matches): a
   * fetch that does work per row (lookups) may drop the others first.
   */
  // A method: bivariant, so a fetch typed with the plain PageParams still fits any row type.
  keep?(row: T): boolean
}
export type FetchPage<T> = (params: PageParams<T>) => Promise<Page<T>>

export type ListInput<T> = {
  fetchPage: FetchPage<T>
  pageSize?: number
  /** Keep re-fetching the current page while this says so (e.g. an instance is starting). */
  pollWhile?: (items: T[]) => boolean
  pollIntervalMs?: number
  /**
   * The first page, when the route's loader already fetched it: the list
   * shows it at once instead of a spinner, and refreshes it in the background.
   */
  initialPage?: Page<T>
  /** The list's name sort (from the URL); SET_SORT changes it. */
  sortBy?: SortBy
}

/** Which page to show: its index, the tokens leading to it, and its size. */
export type PageRequest = {
  pageIndex: number
  /** pageTokens[i] fetches page i; page 0 needs none. */
  pageTokens: (string | undefined)[]
  pageSize: number
}

export type ListContext<T> = {
  fetchPage: FetchPage<T>
  pollWhile?: (items: T[]) => boolean
  pollIntervalMs: number
  /** The rows of the page on screen (the last one that loaded). */
  items: T[]
  pageIndex: number
  pageTokens: (string | undefined)[]
  nextPage?: string | null
  /**
   * The size the rows on screen were cut at (their tokens only work with it).
   * A new size the user picked is `request.pageSize` until its first page lands.
   */
  pageSize: number
  /** What the last fetch threw (an ApiError), until a fetch succeeds. */
  error?: unknown
  /** A page has loaded at least once: later fetches keep rows on screen. */
  hasLoaded: boolean
  /** The page being fetched, or the one that failed (REFRESH retries it). */
  request: PageRequest
  sortBy?: SortBy
}

export type ListEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'SET_PAGE_SIZE'; size: number }
  | { type: 'REFRESH' }
  /** Another name sort: the list starts again from its first page, fetched in that order. */
  | { type: 'SET_SORT'; sortBy?: SortBy }

type FetchInput<T> = { fetchPage: FetchPage<T>; pageToken?: string; limit: number; sortBy?: SortBy }

const current = <T>(c: ListContext<T>): PageRequest => ({
  pageIndex: c.pageIndex,
  pageTokens: c.pageTokens,
  pageSize: c.pageSize,
})
const firstPage = (pageSize: number): PageRequest => ({ pageIndex: 0, pageTokens: [undefined], pageSize })

export function createListMachine<T>() {
  const fetchInput = ({ context }: { context: ListContext<T> }): FetchInput<T> => ({
    fetchPage: context.fetchPage,
    pageToken: context.request.pageTokens[context.request.pageIndex],
    limit: context.request.pageSize,
    sortBy: context.sortBy,
  })
  const pageOf = ({ event }: { event: { output: Page<T> } }) => event.output
  const errorOf = ({ event }: { event: { error: unknown } }) => event.error
  // Fetching any page but the first: an empty answer steps back instead of being shown.
  const fetchOrStepBack = {
    id: 'fetchPage',
    src: 'fetchPage',
    input: fetchInput,
    onDone: [
      {
        guard: { type: 'emptyLaterPage', params: pageOf },
        target: 'fetching',
        reenter: true,
        actions: 'requestPrevOfRequest',
      },
      { target: 'ready', actions: { type: 'showPage', params: pageOf } },
    ],
    onError: { target: 'error', actions: { type: 'keepError', params: errorOf } },
  } as const

  return setup({
    types: {
      input: {} as ListInput<T>,
      context: {} as ListContext<T>,
      events: {} as ListEvent,
    },
    actors: {
      fetchPage: fromPromise<Page<T>, FetchInput<T>>(({ input, signal }) =>
        input.fetchPage({ pageToken: input.pageToken, limit: input.limit, signal, ...(input.sortBy && { sortBy: input.sortBy }) }),
      ),
    },
    delays: {
      pollInterval: ({ context }) => context.pollIntervalMs,
    },
    guards: {
      hasNext: ({ context }) => !!context.nextPage,
      hasPrev: ({ context }) => context.pageIndex > 0,
      hasLoaded: ({ context }) => context.hasLoaded,
      validSize: ({ event }) =>
        event.type === 'SET_PAGE_SIZE' && Number.isInteger(event.size) && event.size > 0,
      shouldPoll: ({ context }) => context.pollWhile?.(context.items) ?? false,
      emptyLaterPage: ({ context }, page: Page<T>) => context.request.pageIndex > 0 && page.items.length === 0,
    },
    actions: {
      requestCurrent: assign({ request: ({ context }) => current(context) }),
      requestNext: assign({
        request: ({ context }) => ({
          pageIndex: context.pageIndex + 1,
          pageTokens: [...context.pageTokens, context.nextPage ?? undefined],
          pageSize: context.pageSize,
        }),
      }),
      requestPrev: assign({
        request: ({ context }) => ({
          pageIndex: context.pageIndex - 1,
          pageTokens: context.pageTokens.slice(0, -1),
          pageSize: context.pageSize,
        }),
      }),
      // The page before the one just fetched (not the one on screen: a NEXT may have been in flight).
      requestPrevOfRequest: assign({
        request: ({ context }) => ({
          pageIndex: context.request.pageIndex - 1,
          pageTokens: context.request.pageTokens.slice(0, context.request.pageIndex),
          pageSize: context.request.pageSize,
        }),
      }),
      // A new page size starts again from the first page: old tokens were cut for the old size.
      // The rows on screen keep their own size, so a NEXT or PREV before the new page lands
      // still pairs their tokens with the size they were cut at.
      requestPageSize: assign({
        request: ({ event }) => firstPage(event.type === 'SET_PAGE_SIZE' ? event.size : PAGE_SIZE),
      }),
      // Tokens carry their sort: another sort starts from the first page.
      requestSort: assign(({ context, event }) => ({
        sortBy: event.type === 'SET_SORT' ? event.sortBy : context.sortBy,
        request: firstPage(context.request.pageSize),
      })),
      showPage: assign(({ context }, page: Page<T>) => ({
        items: page.items,
        nextPage: page.nextPage,
        pageIndex: context.request.pageIndex,
        pageTokens: context.request.pageTokens,
        pageSize: context.request.pageSize,
        error: undefined,
        hasLoaded: true,
      })),
      keepError: assign((_, error: unknown) => ({ error })),
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => {
      const pageSize = input.pageSize ?? PAGE_SIZE
      return {
        fetchPage: input.fetchPage,
        pollWhile: input.pollWhile,
        pollIntervalMs: input.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        items: input.initialPage?.items ?? [],
        pageIndex: 0,
        pageTokens: [undefined],
        nextPage: input.initialPage?.nextPage,
        pageSize,
        error: undefined,
        hasLoaded: input.initialPage !== undefined,
        request: firstPage(pageSize),
        sortBy: input.sortBy,
      }
    },
    initial: 'loading',
    states: {
      /** First load: nothing to show yet. Always page 0, so an empty answer is just an empty list. */
      loading: {
        // A list given its first page shows it at once and checks it in the
        // background: the router may hand a page its previous (stale) loader data.
        always: { guard: 'hasLoaded', target: 'refreshing' },
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: fetchInput,
          onDone: { target: 'ready', actions: { type: 'showPage', params: pageOf } },
          onError: { target: 'error', actions: { type: 'keepError', params: errorOf } },
        },
        on: {
          REFRESH: { target: 'loading', reenter: true },
          SET_PAGE_SIZE: { guard: 'validSize', target: 'loading', reenter: true, actions: 'requestPageSize' },
          SET_SORT: { target: 'loading', reenter: true, actions: 'requestSort' },
        },
      },
      ready: {
        after: {
          pollInterval: { guard: 'shouldPoll', target: 'refreshing', actions: 'requestCurrent' },
        },
        on: {
          NEXT: { guard: 'hasNext', target: 'fetching', actions: 'requestNext' },
          PREV: { guard: 'hasPrev', target: 'fetching', actions: 'requestPrev' },
          SET_PAGE_SIZE: { guard: 'validSize', target: 'fetching', actions: 'requestPageSize' },
          SET_SORT: { target: 'fetching', actions: 'requestSort' },
          REFRESH: { target: 'refreshing', actions: 'requestCurrent' },
        },
      },
      /**
       * The same page again, in the background (a poll, or a refresh after a
       * mutation): nothing on screen changes until it lands, so it isn't
       * shown as loading. Moving to another page takes over.
       */
      refreshing: {
        invoke: fetchOrStepBack,
        on: {
          NEXT: { guard: 'hasNext', target: 'fetching', actions: 'requestNext' },
          PREV: { guard: 'hasPrev', target: 'fetching', actions: 'requestPrev' },
          SET_PAGE_SIZE: { guard: 'validSize', target: 'fetching', actions: 'requestPageSize' },
          SET_SORT: { target: 'fetching', actions: 'requestSort' },
          REFRESH: { target: 'refreshing', reenter: true },
        },
      },
      /**
       * Another page: the rows on screen stay (dimmed) until it lands. Also
       * where an empty later page steps back to the one before it.
       */
      fetching: {
        invoke: fetchOrStepBack,
        // The latest request wins: the one in flight is dropped.
        on: {
          NEXT: { guard: 'hasNext', target: 'fetching', reenter: true, actions: 'requestNext' },
          PREV: { guard: 'hasPrev', target: 'fetching', reenter: true, actions: 'requestPrev' },
          SET_PAGE_SIZE: { guard: 'validSize', target: 'fetching', reenter: true, actions: 'requestPageSize' },
          SET_SORT: { target: 'fetching', reenter: true, actions: 'requestSort' },
          REFRESH: { target: 'fetching', reenter: true },
        },
      },
      /** The last fetch failed; the last rows (if any) stay, REFRESH retries the failed request. */
      error: {
        on: {
          NEXT: { guard: 'hasNext', target: 'fetching', actions: 'requestNext' },
          PREV: { guard: 'hasPrev', target: 'fetching', actions: 'requestPrev' },
          SET_PAGE_SIZE: [
            { guard: and(['hasLoaded', 'validSize']), target: 'fetching', actions: 'requestPageSize' },
            { guard: 'validSize', target: 'loading', actions: 'requestPageSize' },
          ],
          SET_SORT: [
            { guard: 'hasLoaded', target: 'fetching', actions: 'requestSort' },
            { target: 'loading', actions: 'requestSort' },
          ],
          REFRESH: [{ guard: 'hasLoaded', target: 'fetching' }, { target: 'loading' }],
        },
      },
    },
  })
}

export type ListMachine<T> = ReturnType<typeof createListMachine<T>>

/** The list machine over unknown rows, for tools that walk machines. */
export const listMachine = createListMachine<unknown>()
