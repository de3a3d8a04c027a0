import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { AnyStateMachine, ActorOptions, Subscription } from 'xstate'
import { onInvalidate } from '~/api'

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
 * The one refresh rule, on the page's side: a mutation invalidates the API
 * paths it changes (`invalidate(prefix)` in ~/api, inside the call); what is
 * on screen and was read under one of `pathPrefixes` reads again. A path
 * prefix matches when one of the two starts with the other: '/v1/instances'
 * invalidated touches a page that read '/v1/instances/{instance}/disks', and
 * the other way round.
 */
export function useRefreshOnInvalidate(pathPrefixes: string | string[], refresh: () => void) {
  // A stable key, so a list given as an array literal does not resubscribe every render.
  const key = [pathPrefixes].flat().join('\n')
  useEffect(() => {
    const prefixes = key.split('\n').filter(Boolean)
    // A mutation often invalidates several paths at once: refresh once per tick.
    let queued = false
    return onInvalidate((changed) => {
      if (queued || !prefixes.some((p) => p.startsWith(changed) || changed.startsWith(p))) return
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
