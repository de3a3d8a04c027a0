import { useEffect, useEffectEvent } from 'react'
import type { AnyActorRef } from 'xstate'

/** Runs `onDone(output)` once when a page's flow machine reaches its final state. */
export function useOnDone<O>(actor: AnyActorRef, onDone: (output: O) => void) {
  const handle = useEffectEvent(onDone)
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') handle(s.output as O)
    })
    return () => sub.unsubscribe()
  }, [actor])
}
