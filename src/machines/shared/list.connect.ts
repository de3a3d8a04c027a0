import type { SnapshotFrom } from 'xstate'
import { errorMessage } from './error-message.rules'
import type { ListEvent, ListMachine } from './list.machine'
import type { ListFilterProps } from './list-filter.connect'
import type { SortBy } from './list-find.rules'

export type ListProps<T> = {
  rows: T[]
  /** First load: no rows to show yet. */
  isLoading: boolean
  /** Another page is on its way; the rows shown are the previous ones. */
  isFetching: boolean
  /** The same page is being fetched again in the background (poll or refresh). */
  isRefreshing: boolean
  /** Message of the last failed fetch; the last rows stay on screen. */
  error?: string
  pageIndex: number
  /** Index of the first row on screen, in the whole list. */
  offset: number
  pageSize: number
  canPrev: boolean
  canNext: boolean
  next: () => void
  prev: () => void
  setPageSize: (size: number) => void
  refresh: () => void
  /** '51–100' for the rows on screen; 'No rows' when the page is empty. */
  rangeLabel: string
  /** The filter above the list: the rows it shows, the walk of every page. */
  filter?: ListFilterProps<T>
  /** Set where Nexus sorts the list by name: the sort, and how to change it (the route keeps it in the URL). */
  nameSort?: { sortBy?: SortBy; setSortBy: (sortBy: SortBy) => void }
  /** Opens the resource of that exact name, when the list has a page per row (Enter in the filter); false: no such resource. */
  openByName?: (name: string) => Promise<boolean>
}

export function connectList<T>(
  snapshot: SnapshotFrom<ListMachine<T>>,
  send: (event: ListEvent) => void,
): ListProps<T> {
  const { items, pageIndex, pageSize, error, request } = snapshot.context
  const start = pageIndex * pageSize + 1
  return {
    rows: items,
    isLoading: snapshot.matches('loading'),
    isFetching: snapshot.matches('fetching'),
    isRefreshing: snapshot.matches('refreshing'),
    error: error === undefined ? undefined : errorMessage(error),
    pageIndex,
    offset: start - 1,
    // The size picked, at once (the rows on screen may still be cut at the old one).
    pageSize: request.pageSize,
    canPrev: snapshot.can({ type: 'PREV' }),
    canNext: snapshot.can({ type: 'NEXT' }),
    next: () => send({ type: 'NEXT' }),
    prev: () => send({ type: 'PREV' }),
    setPageSize: (size) => send({ type: 'SET_PAGE_SIZE', size }),
    refresh: () => send({ type: 'REFRESH' }),
    rangeLabel: items.length === 0 ? 'No rows' : `${start}–${start + items.length - 1}`,
  }
}
