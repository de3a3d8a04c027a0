import { useSelector } from '@xstate/react'
import type { ActorRef, EventObject, Snapshot } from 'xstate'

/**
 * Reads an actor through its connect function (machine.ts + connect.ts, as
 * Zag.js pairs them): the view gets plain props and re-renders on change.
 * A connect that waits on what the actor emits (a lifecycle's outcomes) also
 * gets the actor.
 */
export function useConnect<S extends Snapshot<unknown>, E extends EventObject, P, Em extends EventObject = EventObject>(
  actor: ActorRef<S, E, Em>,
  connect: (snapshot: S, send: (event: E) => void, actor: ActorRef<S, E, Em>) => P,
): P {
  const snapshot = useSelector(actor, (s) => s)
  return connect(snapshot, actor.send, actor)
}
