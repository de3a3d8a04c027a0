import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Read } from '~/api'
import { connectList, type ListProps } from '~/machines/shared/list.connect'
import { createListMachine, type ListInput } from '~/machines/shared/list.machine'
import { connectListFilter } from '~/machines/shared/list-filter.connect'
import { createListFilterMachine } from '~/machines/shared/list-filter.machine'
import type { RowText } from '~/machines/shared/list-find.rules'
import { useConnect } from '~/views/use-connect'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'

export type ListPageOptions<T> = ListInput<T> & {
  /** API paths whose invalidation (a mutation anywhere) refreshes the page on screen. */
  refreshOn?: Read | readonly Read[]
  /** What a row is found by, when its name is not its own field (e.g. `r => r.instance`). */
  textOf?: (row: T) => RowText
  /** The filter's text when the page opens (a shared `?q=`). */
  query?: string
}

/**
 * A page's paginated list (or a picker's choices): its machine, started with
 * the page and stopped when it is left, kept fresh by the mutations that touch
 * its paths; and the filter above it (its own machine).
 */
export function useListPage<T>({ refreshOn, textOf, query, ...input }: ListPageOptions<T>) {
  // Every list is the same machine, made for its rows' type (once, with the page).
  const [machines] = useState(() => ({ list: createListMachine<T>(), filter: createListFilterMachine<T>() }))
  const actor = usePageActor(machines.list, { input })
  const filterActor = usePageActor(machines.filter, {
    input: { fetchPage: input.fetchPage, textOf, query, sortBy: input.sortBy },
  })
  useRefreshOnInvalidate(refreshOn ?? [], useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
  // The route read its first page again while the list is on screen (its own
  // sidebar link clicked once the data went stale): show what changed.
  // The machine takes `initialPage` only when it starts, so it refetches what it
  // shows, which the loader has just made fresh in the cache.
  const loaded = useRef(input.initialPage)
  useEffect(() => {
    if (loaded.current === input.initialPage) return
    loaded.current = input.initialPage
    actor.send({ type: 'REFRESH' })
  }, [actor, input.initialPage])
  // Another name sort (the URL's `?sort=`): the list starts again from its first page in that order.
  const sorted = useRef(input.sortBy)
  useEffect(() => {
    if (sorted.current === input.sortBy) return
    sorted.current = input.sortBy
    actor.send({ type: 'SET_SORT', sortBy: input.sortBy })
    filterActor.send({ type: 'SET_SORT', sortBy: input.sortBy })
  }, [actor, filterActor, input.sortBy])
  const base: ListProps<T> = useConnect(actor, connectList<T>)
  const filterSnapshot = useConnect(filterActor, (s) => s)
  // Typing filters the loaded rows again, nothing else: a poll's new snapshot alone does not.
  const { rows, canNext } = base
  const filter = useMemo(
    () => connectListFilter(filterSnapshot, filterActor.send, { rows, canNext }),
    [filterSnapshot, filterActor, rows, canNext],
  )
  const list: ListProps<T> = { ...base, filter }
  return { actor, filterActor, list }
}
