import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { AnyStateMachine, ActorOptions } from 'xstate'
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
export function useRefreshOnInvalidate(pathPrefix: string, refresh: () => void) {
  useEffect(() => {
    // One invalidate() can touch many cached pages: refresh once per tick.
    let queued = false
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return
      const key = event.query.queryKey[0]
      if (queued || typeof key !== 'string' || !key.startsWith(pathPrefix)) return
      queued = true
      queueMicrotask(() => {
        queued = false
        refresh()
      })
    })
  }, [pathPrefix, refresh])
}
