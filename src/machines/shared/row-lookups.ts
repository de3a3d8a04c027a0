// Cross-references a list reads per row after its rows show (the disks
// list's instances, the instances list's external IPs): what the cache
// already holds, and one GET per missing row at once, after which the list —
// refreshing on that read — reads its page again from the cache.
import { announce, queryClient, STALE_TIME, type Read } from '~/api'

/** A read as the cache has it; `fetch`: to be read (again), older than the action staleness or never read. */
export type CachedRead<T> = { data?: T; failed?: boolean; fetch: boolean }

export function cachedRead<T>(queryKey: readonly unknown[], now = Date.now()): CachedRead<T> {
  const state = queryClient.getQueryState<T>(queryKey)
  // Old data still shows while it is read again.
  if (state?.data !== undefined) return { data: state.data, fetch: now - state.dataUpdatedAt >= STALE_TIME }
  // A read that failed lately (gone, or not this user's to see) is not made again at once.
  if (state?.status === 'error') return { failed: true, fetch: now - state.errorUpdatedAt >= STALE_TIME }
  return { fetch: true }
}

/**
 * One `read` per id, all at once; when they are in, whatever follows `path`
 * hears of it (the list reads its page again, from the cache). A failed read
 * is left to its row.
 */
export function lookUpThenRefresh(path: Read, read: (id: string) => Promise<unknown>, ids: string[]) {
  void Promise.allSettled(ids.map(read)).then(() => announce(path))
}
