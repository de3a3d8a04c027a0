import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { AnyStateMachine, ActorOptions, Subscription } from 'xstate'
import { queryClient } from '~/api'

/**
 * The router's way of giving a page its machine: created when the route's
 * component mounts, stopped (with its timers and invoked actors) when the page
 * is left. Views receive the actor and never create machines themselves.
 */
export const usePageActor = useActorRef as <M extends AnyStateMachine>(
  machine: M,
  options?: ActorOptions<M>,
) => ReturnType<typeof useActorRef<M>>

/**
 * Mutations invalidate cached GETs by path (see api/cache); a list on screen
 * listens for invalidations under its path and refreshes itself.
 */
export function useRefreshOnInvalidate(pathPrefixes: string | string[], refresh: () => void) {
  // A stable key, so a list given as an array literal does not resubscribe every render.
  const key = [pathPrefixes].flat().join('\n')
  useEffect(() => {
    const prefixes = key.split('\n').filter(Boolean)
    // One invalidate() can touch many cached pages: refresh once per tick.
    let queued = false
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return
      const path = event.query.queryKey[0]
      if (queued || typeof path !== 'string' || !prefixes.some((p) => path.startsWith(p))) return
      queued = true
      queueMicrotask(() => {
        queued = false
        refresh()
      })
    })
  }, [key, refresh])
}

type ItemsSource<T> = {
  getSnapshot(): { context: { items: T[] } }
  subscribe(observer: (snapshot: { context: { items: T[] } }) => void): Subscription
}

/**
 * Hands each page a list machine shows to `onItems` (e.g. the row machines):
 * the page on screen now (a list can start with its loader's page), then
 * every new one. `onItems` must be stable.
 */
export function useListItems<T>(list: ItemsSource<T>, onItems: (items: T[]) => void) {
  useEffect(() => {
    let last = list.getSnapshot().context.items
    onItems(last)
    const sub = list.subscribe((s) => {
      if (s.context.items === last) return
      last = s.context.items
      onItems(last)
    })
    return () => sub.unsubscribe()
  }, [list, onItems])
}
