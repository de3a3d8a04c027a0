// A resource lifecycle machine's snapshot as view props, the same for every
// resource: each action's state (open, why not, in flight) and actions that
// resolve with their outcome (never reject), so a confirm dialog or a form
// can wait on one. The answer comes back as the machine's emitted `outcome`
// naming the event the action was sent as: events and results stay data.
import type { EventObject, Subscription } from 'xstate'
import type { Perform } from './bulk.machine'
import {
  ACTION_IN_PROGRESS,
  isActing,
  stateRefusal,
  type ActionResult,
  type LifecycleRules,
  type LifecycleStatus,
  type Outcome,
  type Resource,
  type WithReply,
} from './lifecycle.machine'

/** One menu item's worth: can it be chosen, why not, and is it the one in flight. */
export type ActionState = { enabled: boolean; reason?: string; busy: boolean }

/** What `requestAction` needs of an actor: to send it an action, and to hear its outcomes. */
export type OutcomeSource<E extends EventObject> = {
  send: (event: E & WithReply) => void
  on: (type: 'outcome', handler: (outcome: Outcome) => void) => Subscription
}

/** Sends `event` asking for a reply; resolves with the machine's outcome for that very event. */
export function requestAction<E extends EventObject>(actor: OutcomeSource<E>, event: NoInfer<E>): Promise<ActionResult> {
  const asked: E & WithReply = { ...event, reply: true }
  return new Promise((resolve) => {
    const sub = actor.on('outcome', (outcome) => {
      if (outcome.to !== asked) return
      sub.unsubscribe()
      resolve(outcome.result)
    })
    actor.send(asked)
  })
}

export const deletedMessage = (noun: string) => `The ${noun} has been deleted`

type LifecycleSnapshot<K extends string, R> = {
  context: LifecycleStatus<string> & { [P in K]: R }
  status: string
  matches: (value: { idle: 'polling' }) => boolean
}

/** The props every lifecycle view shares; `actionState` and `run` serve each resource's own. */
export function connectLifecycle<K extends string, R extends Resource, S extends string, E extends EventObject>(
  spec: LifecycleRules<K, R, S>,
  snapshot: LifecycleSnapshot<K, R>,
  actor: OutcomeSource<E | { type: 'REFRESH' }>,
) {
  const { context } = snapshot
  const resource: R = context[spec.key]
  const { pending, error } = context
  const isDeleted = snapshot.status === 'done'
  const acting = isActing(pending)
  const deleted = deletedMessage(spec.key)

  /** Any row of the table, the machine's operations or not (the instance's disks, NICs, console). */
  const actionState = (action: string): ActionState => {
    const busy = pending === action
    if (isDeleted) return { enabled: false, reason: deleted, busy: false }
    if (acting) return { enabled: false, reason: busy ? undefined : ACTION_IN_PROGRESS, busy }
    const reason = stateRefusal(spec, action, resource)
    return reason === undefined ? { enabled: true, busy } : { enabled: false, reason, busy }
  }

  /** A deleted resource's actor takes no events: answer for it. */
  const run = (event: E): Promise<ActionResult> =>
    isDeleted ? Promise.resolve({ ok: false, error: deleted }) : requestAction(actor, event)

  return {
    resource,
    isTransitional: spec.transitional.includes(spec.stateOf(resource)),
    /** A poll is scheduled or in flight because the resource is transitional. */
    isPolling: snapshot.matches({ idle: 'polling' }),
    pending,
    error,
    isDeleted,
    actionState,
    run,
    refresh: () => actor.send({ type: 'REFRESH' }),
  }
}

/**
 * A bulk run's `perform` for rows that have a lifecycle machine (instances, disks): the
 * action goes to the row's machine, so its transitional states, polling,
 * refusals and invalidation stay the one way they are.
 */
export function throughRowMachines<E extends EventObject>(
  actorOf: (key: string) => OutcomeSource<E> | undefined,
  eventOf: (action: string) => E,
): Perform {
  return (action, { key }) => {
    const actor = actorOf(key)
    return actor ? requestAction(actor, eventOf(action)) : Promise.resolve({ ok: false, error: ROW_GONE })
  }
}

export const ROW_GONE = 'The row is no longer on this page'
