// A page's secondary reads (machines/shared/section.ts, api/sections.ts)
// where the page draws them: followed while the page is on screen (a mutation
// that invalidates what one read reads it again) and given as a Section.
import { QueryObserver, type QueryObserverResult } from '@tanstack/query-core'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { queryClient, sectionMeta, type SectionRead } from '~/api'
import { errorMessage } from '~/machines/shared/error-message.rules'
import type { Section } from '~/machines/shared/section'
import { useRefreshOnInvalidate } from '../page-actor'

function toSection<T>(result: QueryObserverResult<T>, retry: () => void): Section<T> {
  if (result.status === 'success') return { status: 'ready', data: result.data }
  if (result.status === 'error') return { status: 'failed', message: errorMessage(result.error), retry }
  return { status: 'pending' }
}

/**
 * The loader started the read as the route was entered, and the page takes
 * its answer as it is, a failure too: mounting asks nothing again (a failure
 * is read again by Retry, or by a change to what it reads) — unless a change
 * made while the page was away marked what it holds as out of date.
 */
const observed = <T>(section: SectionRead<T>) => ({
  queryKey: section.key,
  queryFn: section.read,
  meta: sectionMeta(section.refreshOn),
  retry: false,
  retryOnMount: false,
  refetchOnMount: (query: { state: { isInvalidated: boolean } }) => query.state.isInvalidated,
})

/** The section on screen: pending, then its data or its failure (Retry reads it again). */
export function useSection<T>(section: SectionRead<T>): Section<T> {
  // The page's own observer; another key (another page's params) moves it to that read.
  const [observer] = useState(() => new QueryObserver<T>(queryClient, observed(section)))
  useEffect(() => {
    observer.setOptions(observed(section))
  })
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer])
  const result = useSyncExternalStore(subscribe, () => observer.getCurrentResult())
  useRefreshOnInvalidate(section.refreshOn ?? [], () => void observer.refetch())
  const retry = useMemo(() => () => void observer.refetch(), [observer])
  return useMemo(() => toSection(result, retry), [result, retry])
}
