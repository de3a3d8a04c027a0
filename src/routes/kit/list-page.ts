import { useCallback, useEffect, useRef } from 'react'
import { connectList, type ListProps } from '~/machines/shared/list.connect'
import { listMachine, type ListInput, type ListMachine } from '~/machines/shared/list.machine'
import { useConnect } from '~/views/use-connect'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'

export type ListPageOptions<T> = ListInput<T> & {
  /** API paths whose invalidation (a mutation anywhere) refreshes the page on screen. */
  refreshOn?: string | string[]
}

/**
 * A page's paginated list (or a picker's choices): its machine, started with
 * the page and stopped when it is left, kept fresh by the mutations that touch
 * its paths.
 */
export function useListPage<T>({ refreshOn, ...input }: ListPageOptions<T>) {
  // Every list is the same machine; only its rows' type differs.
  const actor = usePageActor(listMachine as unknown as ListMachine<T>, { input })
  useRefreshOnInvalidate(refreshOn ?? [], useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
  // The route read its first page again while the list is on screen (its own
  // sidebar link clicked once the data went stale, spec §7): show what changed.
  // The machine takes `initialPage` only when it starts, so it refetches what it
  // shows, which the loader has just made fresh in the cache.
  const loaded = useRef(input.initialPage)
  useEffect(() => {
    if (loaded.current === input.initialPage) return
    loaded.current = input.initialPage
    actor.send({ type: 'REFRESH' })
  }, [actor, input.initialPage])
  const list: ListProps<T> = useConnect(actor, connectList<T>)
  return { actor, list }
}
