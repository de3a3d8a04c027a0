import { useSelector } from '@xstate/react'
import type { AnyActorRef, EventFromLogic, SnapshotFrom } from 'xstate'

/**
 * Reads an actor through its connect function (machine.ts + connect.ts, as
 * Zag.js pairs them): the view gets plain props and re-renders on change.
 */
export function useConnect<A extends AnyActorRef, P>(
  actor: A,
  connect: (snapshot: SnapshotFrom<A>, send: (event: EventFromLogic<A['logic']>) => void) => P,
): P {
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<A>
  return connect(snapshot, actor.send as (event: EventFromLogic<A['logic']>) => void)
}
