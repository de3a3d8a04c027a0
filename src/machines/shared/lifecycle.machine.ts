// A resource lifecycle (spec §4): a resource with states, and operations each
// allowed only in the states its action table names, one at a time. The
// instance and the disk are declarations over this factory; so can any later
// resource with states (support bundles, alert deliveries).
//
// The machine keeps the resource as the server last reported it: the answers
// of its operations, its own reads (polls while the state is transitional, a
// refresh, the refetch after a failed operation), and every copy the API
// cache takes in — the app's one refresh rule: a mutation invalidates the
// paths it changes; pages and machines read through the cache and follow it.
// A copy replaces the one held unless it is older.
//
// Events and results are plain data, so a walk can be stored and replayed: an
// action event may carry a `request` id, and the machine emits an `outcome`
// with that id when the operation ends, or at once when it is refused.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate'
import {
  api,
  apiQueryOptions,
  cacheAnswer,
  invalidate as invalidateCached,
  queryClient,
  sessionSignal,
  type ApiArgs,
  type GetPath,
  type ResponseBody,
} from '~/api'
import { tableRefusal, type ActionTable } from './action-table.rules'
import { errorMessage } from './error-message.rules'

export const ACTION_IN_PROGRESS = 'Another action is in progress'

/** How an operation ended; `output` is the answer of one that does not answer with the resource (a snapshot). */
export type ActionResult = { ok: true; output?: unknown } | { ok: false; error: string }

/** Emitted when an operation asked for with `request` ends, or is refused. */
export type Outcome = { type: 'outcome'; request?: number; op: string; result: ActionResult }

export type WithRequest = { request?: number }

/** A copy of the resource the API cache took in (a poll of a list, a reload of a page). */
export type CachedEvent<R> = { type: 'CACHED'; copy: R }

export type LifecycleEvent<R, E extends EventObject> =
  | (E extends unknown ? E & WithRequest : never)
  | { type: 'REFRESH' }
  | CachedEvent<R>

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
  /** The request of the operation in flight: its outcome is emitted with it. */
  request?: number
  /** The answer of the last operation that does not answer with the resource (a disk's snapshot). */
  output?: unknown
}

/** `X` is what the caller gives besides the resource (e.g. its project); `K` is the resource's key ('instance'). */
export type LifecycleContext<K extends string, R, X, Op extends string> = X & { [P in K]: R } & LifecycleStatus<Op>

export type LifecycleInput<K extends string, R, X> = X & { [P in K]: R } & {
  /** Refetch while transitional (default true). A list that polls itself turns this off: its rows follow the cache. */
  poll?: boolean
  pollIntervalMs?: number
}

/** One operation: an event the user sends, the call it makes, and what its answer is. */
export type Operation<C, Ev, Op extends string, R, Call extends string = string> = {
  /** Its state under `acting`, its `pending` value and its row in the action table (none: any state). */
  op: Op
  /** The call it makes: an actor of that name (tests provide their own), and its invoke id. */
  call: Call
  input: (context: C, event: Ev) => unknown
  /** The resource as it is now, something else (kept as `output`), or nothing: the resource is gone. */
  answer: 'resource' | 'output' | 'gone'
  /** Path prefixes the call changes (api/cache `invalidate`). */
  invalidates: readonly string[]
  /** A refusal the table cannot know, from what the event carries (a detach from no instance). */
  refuse?: (resource: R, event: Ev) => string | undefined
}

export type LifecycleSpec<
  K extends string,
  R extends Resource,
  S extends string,
  E extends EventObject,
  X extends object,
  Op extends string,
  /** The calls' names: the actors a test provides by name. */
  Call extends string = string,
> = {
  /** The machine's id, the resource's key in its input and context, and its noun in messages. */
  key: K
  /** Spec §4: the states each operation is allowed in (data, from the resource's actions file). */
  table: ActionTable<S>
  stateOf: (resource: R) => S
  stateLabel?: (state: S) => string
  /** States the resource leaves on its own: the machine polls while it is in one. */
  transitional: readonly S[]
  /** Whether a copy from elsewhere is at least as new as the one held. */
  notOlder: (next: R, current: R) => boolean
  /** Path templates of the cached GETs that hold copies: its own, and lists whose items are it. */
  cachedIn: readonly GetPath[]
  pollIntervalMs: number
  /** Reads the resource by id (never from the cache, but into it: see readFresh). */
  fetch: (input: { id: string }, signal: AbortSignal) => Promise<R>
  /** The calls the operations make, by name. Mutations are not aborted when the page is left: the server carries on. */
  calls: Readonly<Record<Call, (input: never) => Promise<unknown>>>
  operations: { readonly [T in E['type']]: Operation<LifecycleContext<K, R, X, Op>, Extract<E, { type: T }>, Op, R, Call> }
}

// Any spec, for the helpers that only read it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLifecycleSpec = LifecycleSpec<any, any, any, any, any, any>

export const isActing = (pending: string | undefined) => pending !== undefined && pending !== 'refresh'

type AnyOperation = Operation<unknown, EventObject, string, unknown>

/** The operation an event asks for, if it is an action. */
export const operationOf = (spec: AnyLifecycleSpec, event: EventObject): AnyOperation | undefined =>
  Object.hasOwn(spec.operations, event.type) ? (spec.operations as Record<string, AnyOperation>)[event.type] : undefined

/** Which operation each action event runs (the `acting` state it enters). */
export const eventOperations = <O extends Readonly<Record<string, { op: string }>>>(operations: O) =>
  Object.fromEntries(Object.entries(operations).map(([type, o]) => [type, o.op])) as { [T in keyof O]: O[T]['op'] }

export const resourceIn = <R>(spec: { key: string }, context: object): R => (context as Record<string, R>)[spec.key]

/** Why the table refuses `action` for this resource now (not counting an action in flight). */
export const stateRefusal = (spec: AnyLifecycleSpec, action: string, resource: Resource) =>
  tableRefusal(spec.table, action, spec.stateOf(resource), spec.key, spec.stateLabel)

/** Why `event` would be refused now; undefined when it would be accepted. */
export function refusalOf(spec: AnyLifecycleSpec, context: LifecycleStatus<string>, event: EventObject) {
  const operation = operationOf(spec, event)
  if (!operation) return undefined
  if (isActing(context.pending)) return ACTION_IN_PROGRESS
  const resource = resourceIn<Resource>(spec, context)
  return stateRefusal(spec, operation.op, resource) ?? operation.refuse?.(resource, event)
}

/**
 * A GET never answered from the cache (a copy up to 2 s old may be behind a
 * transition) that lands in it, so every page and machine following the
 * cache sees it.
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

/** The resource `id` in a cached answer: the answer itself, or an item of a list page. */
function copyIn(data: unknown, id: string): unknown {
  if (!data || typeof data !== 'object') return undefined
  if ((data as Partial<Resource>).id === id) return data
  const items = (data as { items?: unknown }).items
  return Array.isArray(items) ? items.find((i: Partial<Resource> | null) => i?.id === id) : undefined
}

/** Hands the machine every copy of resource `id` a cached GET under `paths` takes in. */
const followCache = fromCallback<EventObject, { id: string; paths: readonly string[] }>(({ sendBack, input }) =>
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const [path] = event.query.queryKey
    if (typeof path !== 'string' || !input.paths.includes(path)) return
    const copy = copyIn(event.query.state.data, input.id)
    if (copy) sendBack({ type: 'CACHED', copy })
  }),
)

/** One copy holds what the other does (the machine's own read, coming back through the cache). */
const sameCopy = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

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
  const any = spec as unknown as AnyLifecycleSpec
  const { key } = spec
  const resourceOf = (context: C) => resourceIn<R>(spec, context)
  const withResource = (resource: R) => ({ [key]: resource }) as Partial<C>
  const operations = Object.values(spec.operations) as Operation<C, Ev, Op, R>[]
  const actionTypes = Object.keys(spec.operations)

  const outputOf = ({ event }: { event: { output: unknown } }) => event.output
  const errorOf = ({ event }: { event: { error: unknown } }) => event.error
  const resourceOutput = ({ event }: { event: { output: unknown } }) => event.output as R
  const copyOf = (event: EventObject) => (event.type === 'CACHED' ? (event as CachedEvent<R>).copy : undefined)

  // Each call is an actor of its own name, so a test provides fakes by name.
  const calls = Object.fromEntries(
    Object.entries(spec.calls).map(([name, call]) => [
      name,
      fromPromise<unknown, unknown>(({ input }) => (call as (input: unknown) => Promise<unknown>)(input)),
    ]),
  )

  const answered = (op: Op, withOutput: boolean) =>
    emit(({ context, event }: { context: C; event: EventObject }) => ({
      type: 'outcome' as const,
      request: context.request,
      op,
      result: withOutput ? { ok: true as const, output: (event as { output?: unknown }).output } : { ok: true as const },
    }))

  /** A failed operation shows its message and refetches, so the state shown is the server's. */
  const failed = (op: Op) => ({
    target: `#${key}.idle.refreshing`,
    actions: [
      { type: 'keepActionError', params: errorOf },
      emit(({ context }: { context: C }) => ({
        type: 'outcome' as const,
        request: context.request,
        op,
        result: { ok: false as const, error: context.error ?? errorMessage(undefined) },
      })),
      'forgetRequest',
    ],
  })

  const settled = (o: Operation<C, Ev, Op, R>) => {
    const invalidate = { type: 'invalidate', params: o.invalidates }
    switch (o.answer) {
      case 'resource':
        return {
          target: `#${key}.idle`,
          actions: [{ type: 'showResource', params: resourceOutput }, answered(o.op, false), 'forgetRequest', invalidate],
        }
      case 'output':
        return {
          target: `#${key}.idle`,
          actions: [{ type: 'keepOutput', params: outputOf }, answered(o.op, true), 'forgetRequest', invalidate],
        }
      case 'gone':
        return { target: `#${key}.deleted`, actions: [answered(o.op, false), 'forgetRequest', invalidate] }
    }
  }

  const fetchInvoke = (onDone: string) => ({
    id: 'fetch',
    src: 'fetch',
    input: ({ context }: { context: C }) => ({ id: resourceOf(context).id }),
    onDone: { target: onDone, actions: { type: 'showFetched', params: resourceOutput } },
  })
  // A copy taken while a read is in flight: the read lands soon enough and is at least as fresh, so it is not restarted.
  const takeCopy = { CACHED: { guard: 'fresher', actions: 'takeCopy' } }

  return setup({
    types: {
      input: {} as LifecycleInput<K, R, X>,
      context: {} as C,
      events: {} as Ev,
      emitted: {} as Outcome,
      output: {} as { deleted: true },
    },
    actors: {
      ...calls,
      fetch: fromPromise<R, { id: string }>(({ input, signal }) => spec.fetch(input, signal)),
      followCache,
    },
    delays: {
      pollInterval: ({ context }) => context.pollIntervalMs,
    },
    guards: {
      allowed: ({ context, event }) => refusalOf(any, context, event) === undefined,
      shouldPoll: ({ context }) => context.poll && spec.transitional.includes(spec.stateOf(resourceOf(context))),
      fresher: ({ context, event }) => {
        const copy = copyOf(event)
        return copy !== undefined && spec.notOlder(copy, resourceOf(context)) && !sameCopy(copy, resourceOf(context))
      },
      hasRequest: ({ event }) => (event as WithRequest).request !== undefined,
    },
    actions: {
      begin: assign(({ event }) => ({
        pending: operationOf(any, event)?.op as Op | undefined,
        request: (event as WithRequest).request,
        error: undefined,
        errorFrom: undefined,
      })) as never,
      beginRefresh: assign({ pending: 'refresh' as const, error: undefined, errorFrom: undefined }) as never,
      clearPending: assign({ pending: undefined }) as never,
      forgetRequest: assign({ request: undefined }) as never,
      takeCopy: assign(({ context, event }) => withResource(copyOf(event) ?? resourceOf(context))),
      showResource: assign((_, resource: R) => withResource(resource)),
      keepOutput: assign((_, output: unknown) => ({ output }) as Partial<C>),
      /** A successful read clears a failed read's message, never an action's. */
      showFetched: assign(({ context }, resource: R) =>
        context.errorFrom === 'fetch'
          ? ({ ...withResource(resource), error: undefined, errorFrom: undefined } as Partial<C>)
          : withResource(resource),
      ),
      keepFetchError: assign(({ context }, error: unknown) =>
        context.errorFrom === 'action' ? {} : ({ error: errorMessage(error), errorFrom: 'fetch' } as Partial<C>),
      ),
      keepActionError: assign((_, error: unknown) => ({ error: errorMessage(error), errorFrom: 'action' }) as Partial<C>),
      refuse: emit(({ context, event }) => ({
        type: 'outcome' as const,
        request: (event as WithRequest).request,
        op: operationOf(any, event)?.op ?? event.type,
        result: { ok: false as const, error: refusalOf(any, context, event) ?? ACTION_IN_PROGRESS },
      })),
      // Lists and cached views refresh themselves on these.
      invalidate: (_, paths: readonly string[]) => {
        for (const path of paths) void invalidateCached(path)
      },
    },
  }).createMachine({
    id: key,
    context: ({ input }: { input: LifecycleInput<K, R, X> }) =>
      ({
        ...input,
        poll: input.poll ?? true,
        pollIntervalMs: input.pollIntervalMs ?? spec.pollIntervalMs,
        pending: undefined,
        error: undefined,
        errorFrom: undefined,
        request: undefined,
        output: undefined,
      }) as C,
    invoke: {
      id: 'followCache',
      src: 'followCache',
      input: ({ context }: { context: C }) => ({ id: resourceOf(context).id, paths: spec.cachedIn }),
    },
    initial: 'idle',
    // Reached only when a state below did not take the action: a caller waiting on
    // its request hears why at once. Without a request nothing happens, so `can()` stays honest.
    on: Object.fromEntries(actionTypes.map((type) => [type, { guard: 'hasRequest', actions: 'refuse' }])),
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
                  ...fetchInvoke(`#${key}.idle.checking`),
                  onError: { target: 'waiting', actions: { type: 'keepFetchError', params: errorOf } },
                },
                // A copy is as good as this poll's answer (it may be that answer, landing in the cache
                // first): the copy may have settled, and a settled resource is not polled.
                on: {
                  CACHED: {
                    guard: 'fresher',
                    target: `#${key}.idle.checking`,
                    actions: { type: 'showFetched', params: ({ event }: { event: EventObject }) => copyOf(event) as R },
                  },
                },
              },
            },
          },
          /** The user's refresh, or the refetch after a failed action. */
          refreshing: {
            exit: 'clearPending',
            invoke: {
              ...fetchInvoke('checking'),
              onError: { target: 'checking', actions: { type: 'keepFetchError', params: errorOf } },
            },
            on: takeCopy,
          },
        },
        on: {
          ...Object.fromEntries(
            actionTypes.map((type) => [
              type,
              { guard: 'allowed', target: `acting.${operationOf(any, { type })!.op}`, actions: 'begin' },
            ]),
          ),
          REFRESH: { target: '.refreshing', actions: 'beginRefresh' },
          // Whether to poll may have changed with the copy.
          CACHED: { guard: 'fresher', target: '.checking', actions: 'takeCopy' },
        },
      },
      /** One call the user asked for is in flight; every other action is refused. */
      acting: {
        // Always entered at the operation's own state; XState wants a default all the same.
        initial: operations[0].op,
        exit: 'clearPending',
        on: takeCopy,
        states: Object.fromEntries(
          operations.map((o) => [
            o.op,
            {
              invoke: {
                id: o.call,
                src: o.call,
                input: ({ context, event }: { context: C; event: Ev }) => o.input(context, event),
                onDone: settled(o),
                onError: failed(o.op),
              },
            },
          ]),
        ),
      },
      deleted: { type: 'final' },
    },
    output: () => ({ deleted: true as const }),
    // The states are built from the spec: spell their shape out so snapshots type their values.
  } as unknown as LifecycleShape<Op> & { context: C })
}

type Leaf = { type?: 'atomic' }

/** The states of every lifecycle machine, its operations under `acting`. */
type LifecycleShape<Op extends string> = {
  id: string
  states: {
    idle: {
      states: { checking: Leaf; settled: Leaf; polling: { states: { waiting: Leaf; fetching: Leaf } }; refreshing: Leaf }
    }
    acting: { states: { [P in Op]: Leaf } }
    deleted: { type: 'final' }
  }
}
