import { useSelector } from '@xstate/react'
import type { ActorRef, EventObject, Snapshot } from 'xstate'

/**
 * Reads an actor through its connect function (machine.ts + connect.ts, as
 * Zag.js pairs them): the view gets plain props and re-renders on change.
 */
export function useConnect<S extends Snapshot<unknown>, E extends EventObject, P>(
  actor: ActorRef<S, E>,
  connect: (snapshot: S, send: (event: E) => void) => P,
): P {
  const snapshot = useSelector(actor, (s) => s)
  return connect(snapshot, actor.send)
}
