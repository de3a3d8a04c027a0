// A page's secondary reads in the cache (machines/shared/section.ts): each is
// a key and a read. A loader starts them as its route is entered, without
// waiting for them; the page takes each where it draws it (routes/kit/section).
import { apiQueryOptions, queryClient, sectionMeta } from './cache'
import type { ApiArgs, GetPath, OptionalIfEmpty } from './operation'
import type { ResponseBody } from './types'
import type { Read } from './cache'

/** A secondary read: its key in the cache, how to read it, and the API reads that change it. */
export type SectionRead<T> = {
  key: readonly unknown[]
  read: (context: { signal: AbortSignal }) => Promise<T>
  /** For a read made of others (names looked up for a column): what invalidates it. */
  refreshOn?: Read | readonly Read[]
}

/** One GET as a section: the cache entry `fetchApi` makes for the same call, so an early read answers it. */
export function apiSection<P extends GetPath>(pathTemplate: P, ...opts: OptionalIfEmpty<ApiArgs<P, 'get'>>): SectionRead<ResponseBody<P, 'get'>> {
  const { queryKey, queryFn } = apiQueryOptions(pathTemplate, ...opts)
  return { key: queryKey, read: ({ signal }) => queryFn({ signal, queryKey, meta: undefined, client: queryClient }) }
}

/** A read made of several (its key is its own, under 'section'). */
export function composedSection<T>(key: readonly unknown[], read: () => Promise<T>, refreshOn: Read | readonly Read[]): SectionRead<T> {
  return { key: ['section', ...key], read, refreshOn }
}

// While a page's own reads are under way, the parts of the page wait for them:
// on a server that answers one call after another (as a busy one does), each
// call sent before the rows' own delays the rows, and the browser's few
// connections to the server go to the rows first.
let rowsFirst: Promise<void> | undefined

/** Holds what `afterRows` is given until `loaded` settles (a navigation's loaders done), or `boundMs` at most. */
export function holdUntilRows(loaded: Promise<unknown>, boundMs = 10_000): void {
  const gate: Promise<void> = Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, boundMs))]).then(
    () => undefined,
    () => undefined,
  )
  rowsFirst = gate
  void gate.then(() => {
    if (rowsFirst === gate) rowsFirst = undefined
  })
}

/** Runs `start` once the page's own reads are in: at once when no page is loading. */
export function afterRows(start: () => void): void {
  if (rowsFirst) void rowsFirst.then(start)
  else start()
}

/**
 * Starts a section's read (a loader, as the route is entered) as soon as the
 * page's own reads are in, to be taken where the page draws it.
 */
export function startSection<T>(section: SectionRead<T>): void {
  afterRows(() => void queryClient.prefetchQuery({ queryKey: section.key, queryFn: section.read, meta: sectionMeta(section.refreshOn) }))
}

/** A section's data, read now unless the cache holds it (a loader that needs it before the page). */
export function readSection<T>(section: SectionRead<T>): Promise<T> {
  return queryClient.ensureQueryData({ queryKey: section.key, queryFn: section.read, meta: sectionMeta(section.refreshOn) })
}
