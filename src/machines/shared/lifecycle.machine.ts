// A resource lifecycle: a resource with states, and operations each allowed
// only in the states its action table names, one at a time. The instance,
// the disk and the support bundle are declarations over this factory.
//
// The machine keeps the resource as the server last reported it: the answers
// of its operations, its own reads (polls while the state is transitional, a
// refresh, the refetch after a failed operation), and the copies its parent
// hands it (COPY: a list's page, a page's reload). A copy replaces the one
// held unless it is older. The machine reads nothing else: a list's row gets
// its copy from the list that fetched it.
//
// Events and results are plain data, so a walk can be stored and replayed: an
// action event may ask for a reply (`reply: true`), and the machine emits an
// `outcome` naming that very event when the operation ends, or at once when
// it is refused.
import { assign, emit, enqueueActions, fromPromise, setup, type AnyActorLogic, type EventObject } from 'xstate'
import { api, apiQueryOptions, cacheAnswer, errorDetails, invalidate, sessionSignal, type ApiArgs, type ErrorDetails, type GetPath, type Read, type ResponseBody } from '~/api'
import { tableRefusal, type ActionTable } from './action-table.rules'
import { errorMessage } from './error-message.rules'

export const ACTION_IN_PROGRESS = 'Another action is in progress'

/**
 * How an operation ended; `output` is the answer of one that does not answer
 * with the resource (a snapshot); `details`, what the server said when its call failed.
 */
export type ActionResult = { ok: true; output?: unknown } | { ok: false; error: string; details?: ErrorDetails }

/** An action event whose sender waits for the answer. */
export type WithReply = { reply?: true }

/** Emitted when an operation asked with `reply` ends, or is refused; `to` is the event it answers. */
export type Outcome = { type: 'outcome'; to: EventObject; op: string; result: ActionResult }

/** A copy of the resource its parent fetched (a list's page, a page's reload). */
export type CopyEvent<R> = { type: 'COPY'; copy: R }

/** The event that hands a machine its parent's copy. */
export const copyEvent = <R>(copy: R): CopyEvent<R> => ({ type: 'COPY', copy })

export type LifecycleEvent<R, E extends EventObject> = (E & WithReply) | { type: 'REFRESH' } | CopyEvent<R>

export type Resource = { id: string }

/** What the machine knows besides the resource, the same for every resource. */
export type LifecycleStatus<Op extends string> = {
  /** The call in flight that the user asked for. */
  pending?: Op | 'refresh'
  /** Message of the last failed call. */
  error?: string
  /** An action's error stays until the next action; a failed poll's clears when a poll succeeds. */
  errorFrom?: 'action' | 'fetch'
  poll: boolean
  pollIntervalMs: number
  /** The action event in flight, when its sender waits for the answer: the outcome names it. */
  asked?: EventObject
  /** The answer of the last operation that does not answer with the resource (a disk's snapshot). */
  output?: unknown
}

/** `X` is what the caller gives besides the resource (e.g. its project); `K` is the resource's key ('instance'). */
export type LifecycleContext<K extends string, R, X, Op extends string> = X & { [P in K]: R } & LifecycleStatus<Op>

export type LifecycleInput<K extends string, R, X> = X & { [P in K]: R } & {
  /** Refetch while transitional (default true). A list that polls itself turns this off: it hands its rows their copies. */
  poll?: boolean
  pollIntervalMs?: number
}

/** One operation: an event the user sends, the call it makes, and what its answer is. */
export type Operation<C, Ev, Op extends string, R, Call extends string = string> = {
  /** Its state under `acting`, its `pending` value and its row in the action table (none: any state). */
  op: Op
  /** The call it makes: an actor of that name (tests provide their own), and its invoke id. */
  call: Call
  // Methods, so an operation of one event is an operation of the resource's events.
  input(context: C, event: Ev): unknown
  /** The resource as it is now, something else (kept as `output`), or nothing: the resource is gone. */
  answer: 'resource' | 'output' | 'gone'
  /** The reads the call changes (api/cache `invalidate`). */
  invalidates: readonly Read[]
  /** A refusal the table cannot know, from what the event carries (a detach from no instance). */
  refuse?(resource: R, event: Ev): string | undefined
}

/** What the menus and connects read of a lifecycle: its key, table and states. */
export type LifecycleRules<K extends string, R, S extends string> = {
  /** The machine's id, the resource's key in its input and context, and its noun in messages. */
  key: K
  /** The states each operation is allowed in (data, from the resource's rules file). */
  table: ActionTable<S>
  stateOf: (resource: R) => S
  stateLabel?: (state: S) => string
  /** States the resource leaves on its own: the machine polls while it is in one. */
  transitional: readonly S[]
}

/**
 * A call, given what its operation's `input` makes. Declared as a method's type,
 * so a call that takes one operation's input (`{ id }`) is a call.
 */
type CallFn = { call(input: unknown): Promise<unknown> }['call']

export type LifecycleSpec<
  K extends string,
  R extends Resource,
  S extends string,
  E extends EventObject,
  X extends object,
  Op extends string,
  /** The calls' names: the actors a test provides by name. */
  Call extends string = string,
> = LifecycleRules<K, R, S> & {
  /** Whether a copy from elsewhere is at least as new as the one held. */
  notOlder: (next: R, current: R) => boolean
  pollIntervalMs: number
  /** Reads the resource by id (never from the cache, but into it: see readFresh). */
  fetch: (input: { id: string }, signal: AbortSignal) => Promise<R>
  /** The calls the operations make, by name. Mutations are not aborted when the page is left: the server carries on. */
  calls: { readonly [N in Call]: CallFn }
  operations: { readonly [T in E['type']]: Operation<LifecycleContext<K, R, X, Op>, Extract<E, { type: T }>, Op, R, Call> }
}

export const isActing = (pending: string | undefined) => pending !== undefined && pending !== 'refresh'

/** Which operation each action event runs (the `acting` state it enters). */
export const eventOperations = <O extends Readonly<Record<string, { op: string }>>>(operations: O) =>
  Object.fromEntries(Object.entries(operations).map(([type, o]) => [type, o.op])) as { [T in keyof O]: O[T]['op'] }

export const resourceIn = <R>(spec: { key: string }, context: object): R => (context as Record<string, R>)[spec.key]

/** Why the table refuses `action` for this resource now (not counting an action in flight). */
export const stateRefusal = <R, S extends string>(rules: LifecycleRules<string, R, S>, action: string, resource: R) =>
  tableRefusal(rules.table, action, rules.stateOf(resource), rules.key, rules.stateLabel)

/**
 * A GET never answered from the cache (a copy up to 2 s old may be behind a
 * transition) that lands in it, for the pages that read it next.
 */
export async function readFresh<P extends GetPath>(
  path: P,
  args: ApiArgs<P, 'get'>,
  signal?: AbortSignal,
): Promise<ResponseBody<P, 'get'>> {
  const session = sessionSignal()
  const call = api.get as (path: P, opts: unknown) => Promise<ResponseBody<P, 'get'>>
  const data = await call(path, signal ? { ...args, signal } : args)
  const { queryKey } = (apiQueryOptions as (p: P, a: unknown) => { queryKey: readonly unknown[] })(path, args)
  cacheAnswer(queryKey, data, session)
  return data
}

export function createLifecycleMachine<
  K extends string,
  R extends Resource,
  S extends string,
  E extends EventObject,
  X extends object,
  Op extends string,
  Call extends string,
>(spec: LifecycleSpec<K, R, S, E, X, Op, Call>) {
  type C = LifecycleContext<K, R, X, Op>
  type Ev = LifecycleEvent<R, E>
  type Action = E & WithReply
  type AnOperation = Operation<C, E, Op, R, Call>
  const { key } = spec
  const resourceOf = (context: { [P in K]: R }): R => context[key]
  const withResource = (context: C, resource: R): C => ({ ...context, [key]: resource })
  const operations = new Map(Object.entries<AnOperation>(spec.operations))
  const isAction = (event: Ev): event is Action => operations.has(event.type)
  const operationOf = (event: Ev): AnOperation | undefined => operations.get(event.type)
  const copyOf = (event: Ev): R | undefined => (event.type === 'COPY' && 'copy' in event ? event.copy : undefined)

  /** Why `event` would be refused now; undefined when it would be accepted. */
  const refusalOf = (context: C, event: Ev): string | undefined => {
    const operation = operationOf(event)
    if (!operation || !isAction(event)) return undefined
    if (isActing(context.pending)) return ACTION_IN_PROGRESS
    const resource = resourceOf(context)
    return stateRefusal(spec, operation.op, resource) ?? operation.refuse?.(resource, event)
  }

  // Each call is an actor of its own name, so a test provides fakes by name. Its
  // input is what its operation's `input` makes of the context and the event.
  const actors: Record<string, AnyActorLogic> = {
    ...Object.fromEntries(
      Object.entries<CallFn>(spec.calls).map(([name, call]) => [name, fromPromise<unknown, unknown>(({ input }) => call(input))]),
    ),
    fetch: fromPromise<R, { id: string }>(({ input, signal }) => spec.fetch(input, signal)),
  }

  type Reply = { op: Op; result: ActionResult }

  /** A successful read clears a failed read's message, never an action's. */
  const read = (context: C, resource: R): C =>
    context.errorFrom === 'fetch'
      ? { ...withResource(context, resource), error: undefined, errorFrom: undefined }
      : withResource(context, resource)

  /** Where an operation's call ends: the answer shown, the sender answered, the changed reads invalidated. */
  const settled = (o: AnOperation) => {
    const reply = {
      type: 'reply',
      params: ({ event }: { event: { output?: unknown } }): Reply => ({
        op: o.op,
        result: o.answer === 'output' ? { ok: true, output: event.output } : { ok: true },
      }),
    } as const
    const invalidates = { type: 'invalidate', params: o.invalidates } as const
    switch (o.answer) {
      case 'resource': {
        const show = { type: 'showResource', params: ({ event }: { event: { output: R } }) => event.output } as const
        return { target: `#${key}.idle`, actions: [show, reply, 'forget', invalidates] } as const
      }
      case 'output': {
        const keep = { type: 'keepOutput', params: ({ event }: { event: { output?: unknown } }) => event.output } as const
        return { target: `#${key}.idle`, actions: [keep, reply, 'forget', invalidates] } as const
      }
      case 'gone':
        return { target: `#${key}.deleted`, actions: [reply, 'forget', invalidates] } as const
    }
  }

  return setup({
    types: {
      input: {} as LifecycleInput<K, R, X>,
      context: {} as C,
      events: {} as Ev,
      emitted: {} as Outcome,
      output: {} as { deleted: true },
    },
    actors,
    delays: {
      pollInterval: ({ context }) => context.pollIntervalMs,
    },
    guards: {
      allowed: ({ context, event }) => refusalOf(context, event) === undefined,
      shouldPoll: ({ context }) => context.poll && spec.transitional.includes(spec.stateOf(resourceOf(context))),
      /** A copy not older than the one held. */
      notOlder: ({ context, event }) => {
        const copy = copyOf(event)
        return copy !== undefined && spec.notOlder(copy, resourceOf(context))
      },
      /** …and in another state: whether to poll may have changed. */
      newState: ({ context, event }) => {
        const copy = copyOf(event)
        const current = resourceOf(context)
        return copy !== undefined && spec.notOlder(copy, current) && spec.stateOf(copy) !== spec.stateOf(current)
      },
      asksReply: ({ event }) => isAction(event) && event.reply === true,
    },
    actions: {
      begin: assign(({ context, event }) => ({
        ...context,
        pending: operationOf(event)?.op,
        asked: isAction(event) && event.reply ? event : undefined,
        error: undefined,
        errorFrom: undefined,
      })),
      beginRefresh: assign(({ context }) => ({ ...context, pending: 'refresh' as const, error: undefined, errorFrom: undefined })),
      clearPending: assign(({ context }) => ({ ...context, pending: undefined })),
      forget: assign(({ context }) => ({ ...context, asked: undefined })),
      takeCopy: assign(({ context, event }) => withResource(context, copyOf(event) ?? resourceOf(context))),
      showResource: assign(({ context }, resource: R) => withResource(context, resource)),
      keepOutput: assign(({ context }, output: unknown) => ({ ...context, output })),
      showFetched: assign(({ context }, resource: R) => read(context, resource)),
      /** A copy that arrives while a poll is out is as good as the poll's answer. */
      takeCopyAsRead: assign(({ context, event }) => read(context, copyOf(event) ?? resourceOf(context))),
      keepFetchError: assign(({ context }, error: unknown) =>
        context.errorFrom === 'action' ? context : { ...context, error: errorMessage(error), errorFrom: 'fetch' as const },
      ),
      keepActionError: assign(({ context }, error: unknown) => ({ ...context, error: errorMessage(error), errorFrom: 'action' as const })),
      /** The answer to the action in flight, for its sender if it waits for one. */
      reply: enqueueActions(({ context, enqueue }, { op, result }: Reply) => {
        if (context.asked) enqueue.emit({ type: 'outcome', to: context.asked, op, result })
      }),
      refuse: emit(({ context, event }) => ({
        type: 'outcome' as const,
        to: event,
        op: operationOf(event)?.op ?? event.type,
        result: { ok: false as const, error: refusalOf(context, event) ?? ACTION_IN_PROGRESS },
      })),
      // Lists and pages that read what the call changed read it again.
      invalidate: (_, reads: readonly Read[]) => void invalidate(...reads),
    },
  }).createMachine({
    id: key,
    context: ({ input }) => ({
      ...input,
      poll: input.poll ?? true,
      pollIntervalMs: input.pollIntervalMs ?? spec.pollIntervalMs,
      pending: undefined,
      error: undefined,
      errorFrom: undefined,
      asked: undefined,
      output: undefined,
    }),
    initial: 'idle',
    // Reached only when a state below did not take the action: a sender waiting on
    // the reply hears why at once. Without `reply` nothing happens, so `can()` stays honest.
    on: { '*': { guard: 'asksReply', actions: 'refuse' } },
    states: {
      /** Nothing the user asked for is in flight. */
      idle: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'shouldPoll', target: 'polling' }, { target: 'settled' }],
          },
          /** Not transitional: nothing to watch. */
          settled: {},
          /** Transitional: refetch on a timer until it settles. */
          polling: {
            initial: 'waiting',
            states: {
              waiting: { after: { pollInterval: 'fetching' } },
              fetching: {
                invoke: {
                  id: 'fetch',
                  src: 'fetch',
                  input: ({ context }) => ({ id: resourceOf(context).id }),
                  onDone: { target: `#${key}.idle.checking`, actions: { type: 'showFetched', params: ({ event }: { event: { output: R } }) => event.output } },
                  onError: { target: 'waiting', actions: { type: 'keepFetchError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                },
                // A copy in another state is as good as this poll's answer: it may have settled,
                // and a settled resource is not polled.
                on: {
                  COPY: [
                    {
                      guard: 'newState',
                      target: `#${key}.idle.checking`,
                      actions: 'takeCopyAsRead',
                    },
                    { guard: 'notOlder', actions: 'takeCopy' },
                  ],
                },
              },
            },
          },
          /** The user's refresh, or the refetch after a failed action. */
          refreshing: {
            exit: 'clearPending',
            invoke: {
              id: 'fetch',
              src: 'fetch',
              input: ({ context }) => ({ id: resourceOf(context).id }),
              onDone: { target: 'checking', actions: { type: 'showFetched', params: ({ event }: { event: { output: R } }) => event.output } },
              onError: { target: 'checking', actions: { type: 'keepFetchError', params: ({ event }: { event: { error: unknown } }) => event.error } },
            },
            // The read lands soon enough and is at least as fresh: it is not restarted.
            on: { COPY: { guard: 'notOlder', actions: 'takeCopy' } },
          },
        },
        on: {
          ...Object.fromEntries(
            [...operations].map(([type, o]) => [type, { guard: 'allowed', target: `acting.${o.op}`, actions: 'begin' }]),
          ),
          REFRESH: { target: '.refreshing', actions: 'beginRefresh' },
          COPY: [
            // Whether to poll may have changed with the state.
            { guard: 'newState', target: '.checking', actions: 'takeCopy' },
            { guard: 'notOlder', actions: 'takeCopy' },
          ],
        },
      },
      /** One call the user asked for is in flight; every other action is refused. */
      acting: {
        // Always entered at the operation's own state; XState wants a default all the same.
        initial: [...operations.values()][0].op,
        exit: 'clearPending',
        on: { COPY: { guard: 'notOlder', actions: 'takeCopy' } },
        states: Object.fromEntries(
          [...operations.values()].map((o) => [
            o.op,
            {
              invoke: {
                id: o.call,
                src: o.call,
                input: ({ context, event }: { context: C; event: Ev }) => (isAction(event) ? o.input(context, event) : undefined),
                onDone: settled(o),
                // A failed operation shows its message and refetches, so the state shown is the server's.
                onError: {
                  target: `#${key}.idle.refreshing`,
                  actions: [
                    { type: 'keepActionError', params: ({ event }: { event: { error: unknown } }) => event.error },
                    {
                      type: 'reply',
                      params: ({ context, event }: { context: C; event: { error: unknown } }): Reply => ({
                        op: o.op,
                        result: { ok: false, error: context.error ?? errorMessage(undefined), details: errorDetails(event.error) },
                      }),
                    },
                    'forget',
                  ] as const,
                },
              },
            },
          ]),
        ),
      },
      deleted: { type: 'final' },
    },
    output: () => ({ deleted: true as const }),
  })
}
