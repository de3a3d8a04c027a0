import { useCallback } from 'react'
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
  const list: ListProps<T> = useConnect(actor, connectList<T>)
  return { actor, list }
}
