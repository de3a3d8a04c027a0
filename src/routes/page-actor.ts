import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { AnyStateMachine, ActorOptions, Subscription } from 'xstate'
import { onInvalidate, type Read } from '~/api'

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
 * The one refresh rule, on the page's side: a mutation invalidates the reads
 * it changes (`invalidate(...)` in ~/api, inside the call); what is on screen
 * and was read through one of `reads` reads again.
 */
export function useRefreshOnInvalidate(reads: Read | readonly Read[], refresh: () => void) {
  // A stable key, so a list given as an array literal does not resubscribe every render.
  const key = [reads].flat().join('\n')
  useEffect(() => {
    const followed = key.split('\n').filter(Boolean)
    // A mutation often invalidates several reads at once: refresh once per tick.
    let queued = false
    return onInvalidate((changed) => {
      if (queued || !followed.some((r) => changed.has(r))) return
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
