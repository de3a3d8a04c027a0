// Server-data cache: no retries, fresh for 2 s, no refetch on focus.
import { type Query, QueryCache, QueryClient, type QueryFunctionContext } from '@tanstack/query-core'
import { type RawOptions, request } from './client'
import { answerDryRunReadsWith, inDryRun } from './dry-run'
import { STALE_TIME } from './constants'
import { dropEarly } from './early'
import { endSession, onSessionEnd } from './session'
import type { ApiArgs, GetPath, OptionalIfEmpty } from './operation'
import type { ResponseBody } from './types'

/**
 * A failed read with no data is never served (the next read asks again), so
 * it stays only while fresh — long enough for a list not to ask again at once
 * (the disks list) — not for gcTime: kept, it keeps its error,
 * and React keeps with each error a page rendered the whole fiber tree of that
 * page, long after it is left.
 */
function dropFailedRead(query: Query<unknown, unknown>) {
  setTimeout(() => {
    const { status, fetchStatus, data } = query.state
    if (status === 'error' && fetchStatus === 'idle' && data === undefined && query.getObserversCount() === 0) {
      queryClient.getQueryCache().remove(query)
    }
  }, STALE_TIME)
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (_error, query) => dropFailedRead(query) }),
  // Unused data goes after 30 s (not query-core's 5 min): reloads block on
  // fresh data anyway (routes/router.ts), so older entries only cost memory.
  defaultOptions: { queries: { retry: false, staleTime: STALE_TIME, gcTime: 30_000, refetchOnWindowFocus: false } },
})

/** `[pathTemplate, { path?, query? }]`: the template first, so `invalidate` can find a read's entries. */
export type ApiQueryKey<P extends GetPath> = readonly [P, ApiArgs<P, 'get'>]

export interface ApiQueryOptions<P extends GetPath> {
  queryKey: ApiQueryKey<P>
  queryFn: (ctx: QueryFunctionContext<ApiQueryKey<P>>) => Promise<ResponseBody<P, 'get'>>
}

/** Query options for a cached GET, for `queryClient.fetchQuery` and friends. */
export function apiQueryOptions<P extends GetPath>(
  pathTemplate: P,
  ...[opts]: OptionalIfEmpty<ApiArgs<P, 'get'>>
): ApiQueryOptions<P> {
  const args = (opts ?? {}) as ApiArgs<P, 'get'>
  return {
    queryKey: [pathTemplate, args],
    // Passing the signal lets queryClient.cancelQueries abort the request.
    queryFn: ({ signal }) => request('get', pathTemplate, { ...(args as RawOptions), signal }) as Promise<ResponseBody<P, 'get'>>,
  }
}

/** A GET through the cache: served from it while fresh, fetched otherwise. */
export function fetchApi<P extends GetPath>(
  pathTemplate: P,
  ...opts: OptionalIfEmpty<ApiArgs<P, 'get'>>
): Promise<ResponseBody<P, 'get'>> {
  const options = apiQueryOptions(pathTemplate, ...opts)
  if (inDryRun()) {
    // A form showing its request (dry-run.ts) reads what the cache holds, however
    // old, and leaves the cache as it is: a read it lacks is written down and
    // refused by the client, and that refusal never lands in the cache.
    const held = queryClient.getQueryData<ResponseBody<P, 'get'>>(options.queryKey)
    if (held !== undefined) return Promise.resolve(held)
    return request('get', pathTemplate, options.queryKey[1] as RawOptions) as Promise<ResponseBody<P, 'get'>>
  }
  return queryClient.fetchQuery(options)
}

// A form showing its request answers a read it makes from what the page last
// read of it (the key is the one `apiQueryOptions` makes for the same call).
answerDryRunReadsWith((pathTemplate, { path, query }) => queryClient.getQueryData([pathTemplate, { path, query }]))

/**
 * A read the cache holds, named as the API document names it: the path
 * template of a GET. A mutation names the reads it changes, and `tsc` checks
 * each is one of the document's.
 */
export type Read = GetPath

const invalidated = new Set<(changed: ReadonlySet<string>) => void>()

/**
 * Calls `listener` with the reads of every `invalidate` (and `announce`),
 * whether or not the cache still holds them: what a page on screen read may
 * have been dropped already (gcTime), and the page must follow the change all
 * the same. Returns the unsubscribe.
 */
export function onInvalidate(listener: (changed: ReadonlySet<string>) => void): () => void {
  invalidated.add(listener)
  return () => void invalidated.delete(listener)
}

/** Marks stale every cached GET of the templates in `reads` (after a mutation). */
export function invalidate(...reads: Read[]): Promise<void> {
  // Nothing changed under a dry run: nothing was sent.
  if (inDryRun()) return Promise.resolve()
  const changed = new Set<unknown>(reads)
  // An answer sent ahead for a page not entered yet was read before the change.
  dropEarly()
  const done = queryClient.invalidateQueries({ predicate: ({ queryKey: [head] }) => changed.has(head) })
  // A part of a page made of these reads is out of date too: the page on
  // screen reads it again (announce); one away reads it as it comes back.
  void queryClient.invalidateQueries({ predicate: ({ meta }) => refreshOnOf(meta).some((r) => changed.has(r)), refetchType: 'none' })
  announce(...reads)
  return done
}

/** The reads a part of a page is made of, as its query's meta says them. */
export const sectionMeta = (refreshOn: Read | readonly Read[] | undefined) => ({ refreshOn: refreshOn === undefined ? [] : [refreshOn].flat() })
const refreshOnOf = (meta: Record<string, unknown> | undefined): readonly unknown[] => (Array.isArray(meta?.refreshOn) ? meta.refreshOn : [])

/**
 * Tells what follows `reads` that the cache holds something new for them,
 * marking nothing stale: reads a list made after its rows showed (the disks
 * list's instances) have landed, and the list reads its page again.
 */
export function announce(...reads: Read[]): void {
  const changed = new Set(reads)
  for (const listener of invalidated) listener(changed)
}

// Whatever ends the session (sign-out, a 401, another user) empties the cache.
onSessionEnd(() => queryClient.clear())

/**
 * Ends the session's data (sign-out, sign-in, user switch): its reads under
 * way are aborted, the cache and the early reads dropped (session.ts).
 */
export function clearCache(): void {
  endSession()
}

/**
 * Puts a read's answer in the cache, unless the session it was read in has
 * ended since (`session`: the signal taken before the read was sent).
 */
export function cacheAnswer(queryKey: readonly unknown[], data: unknown, session: AbortSignal): void {
  if (!session.aborted) queryClient.setQueryData(queryKey, data)
}
