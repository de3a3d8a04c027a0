// The instance lifecycle (spec §4): start, stop, reboot, delete, resize, boot
// disk and auto-restart policy, each allowed only in the run states the table
// in instance-actions.ts names, one at a time. The machine keeps the instance
// as the server last reported it: action responses, polls while the instance
// is transitional, a refetch after a failed action, and fresher copies other
// pages send (SYNC, e.g. from a list poll).
//
// Callers that need to know how an action ended (a confirm dialog, a form)
// put a `reply` on the event; it is told the outcome, and told at once when
// the action is refused, so nobody waits on an event the machine dropped.
import { assign, fromPromise, setup } from 'xstate'
import { api, invalidate, type Instance, type Schema } from '~/api'
import { errorMessage } from '../shared/error-message'
import { disabledReason, instanceCan, isTransitional } from './instance-actions'

/** Polls while transitional come this often. */
export const INSTANCE_POLL_INTERVAL_MS = 2000
export const ACTION_IN_PROGRESS = 'Another action is in progress'

export type InstanceUpdate = Schema<'InstanceUpdate'>
export type AutoRestartPolicy = NonNullable<Instance['autoRestartPolicy']>

/** The calls this machine makes on the instance. */
export type InstanceOperation =
  | 'start'
  | 'stop'
  | 'reboot'
  | 'delete'
  | 'resize'
  | 'updateBootDisk'
  | 'setAutoRestartPolicy'

export type ActionResult = { ok: true } | { ok: false; error: string }
export type Reply = (result: ActionResult) => void

export type InstanceInput = {
  project: string
  instance: Instance
  /** Refetch while transitional (default true). A list that polls and SYNCs its rows turns this off. */
  poll?: boolean
  pollIntervalMs?: number
}

export type InstanceContext = {
  project: string
  /** The instance as the server last reported it. */
  instance: Instance
  /** The call in flight that the user asked for. */
  pending?: InstanceOperation | 'refresh'
  /** Message of the last failed call. */
  error?: string
  /** An action's error stays until the next action; a failed poll's clears when a poll succeeds. */
  errorFrom?: 'action' | 'fetch'
  poll: boolean
  pollIntervalMs: number
  /** Told how the action in flight ended. */
  reply?: Reply
}

type WithReply = { reply?: Reply }
export type InstanceActionEvent =
  | ({ type: 'START' } & WithReply)
  | ({ type: 'STOP' } & WithReply)
  | ({ type: 'REBOOT' } & WithReply)
  | ({ type: 'DELETE' } & WithReply)
  | ({ type: 'RESIZE'; ncpus: number; memory: number } & WithReply)
  | ({ type: 'UPDATE_BOOT_DISK'; disk: string | null } & WithReply)
  | ({ type: 'SET_AUTO_RESTART_POLICY'; policy: AutoRestartPolicy | null } & WithReply)

export type InstanceEvent = InstanceActionEvent | { type: 'REFRESH' } | { type: 'SYNC'; instance: Instance }

export const EVENT_OPERATION = {
  START: 'start',
  STOP: 'stop',
  REBOOT: 'reboot',
  DELETE: 'delete',
  RESIZE: 'resize',
  UPDATE_BOOT_DISK: 'updateBootDisk',
  SET_AUTO_RESTART_POLICY: 'setAutoRestartPolicy',
} as const satisfies Record<InstanceActionEvent['type'], InstanceOperation>

const isActionEvent = (event: InstanceEvent): event is InstanceActionEvent => Object.hasOwn(EVENT_OPERATION, event.type)

/** The auto-restart policy is not in the table: Nexus takes it in any state. */
export const operationAllowed = (op: InstanceOperation, runState: Instance['runState']) =>
  op === 'setAutoRestartPolicy' || instanceCan(op, runState)

export const isActing = (pending: InstanceContext['pending']) => pending !== undefined && pending !== 'refresh'

/** Why `op` would be refused now; undefined when it would be accepted. */
export function refusal(op: InstanceOperation, context: Pick<InstanceContext, 'instance' | 'pending'>) {
  if (isActing(context.pending)) return ACTION_IN_PROGRESS
  return op === 'setAutoRestartPolicy' ? undefined : disabledReason(op, context.instance.runState)
}

/** PUT replaces every field: keep the instance's current values for the ones not changing. */
export function updateBody(instance: Instance, change: Partial<InstanceUpdate>): InstanceUpdate {
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    bootDisk: instance.bootDiskId ?? null,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
    ...change,
  }
}

function changeOf(event: InstanceEvent): Partial<InstanceUpdate> {
  switch (event.type) {
    case 'RESIZE':
      return { ncpus: event.ncpus, memory: event.memory }
    case 'UPDATE_BOOT_DISK':
      return { bootDisk: event.disk }
    case 'SET_AUTO_RESTART_POLICY':
      return { autoRestartPolicy: event.policy }
    default:
      return {}
  }
}

/** A copy from elsewhere replaces ours unless it is older (a list poll that left before our action's answer). */
function notOlder(next: Instance, current: Instance) {
  return (
    next.id === current.id &&
    next.timeRunStateUpdated.getTime() >= current.timeRunStateUpdated.getTime() &&
    next.timeModified.getTime() >= current.timeModified.getTime()
  )
}

type IdInput = { id: string }
type UpdateInput = { id: string; body: InstanceUpdate }

const outputOf = ({ event }: { event: { output: Instance } }) => event.output
const errorOf = ({ event }: { event: { error: unknown } }) => event.error
const idInput = ({ context }: { context: InstanceContext }): IdInput => ({ id: context.instance.id })

export const instanceMachine = setup({
  types: {
    input: {} as InstanceInput,
    context: {} as InstanceContext,
    events: {} as InstanceEvent,
    output: {} as { deleted: true },
  },
  actors: {
    // A plain GET, not the cache: fetchApi may answer from a copy up to 2 s old.
    fetchInstance: fromPromise<Instance, IdInput>(({ input, signal }) =>
      api.get('/v1/instances/{instance}', { path: { instance: input.id }, signal }),
    ),
    // Mutations are not aborted when the page is left: the server would carry on anyway.
    startInstance: fromPromise<Instance, IdInput>(
      ({ input }) => api.post('/v1/instances/{instance}/start', { path: { instance: input.id } }),
    ),
    stopInstance: fromPromise<Instance, IdInput>(
      ({ input }) => api.post('/v1/instances/{instance}/stop', { path: { instance: input.id } }),
    ),
    rebootInstance: fromPromise<Instance, IdInput>(
      ({ input }) => api.post('/v1/instances/{instance}/reboot', { path: { instance: input.id } }),
    ),
    deleteInstance: fromPromise<void, IdInput>(({ input }) =>
      api.delete('/v1/instances/{instance}', { path: { instance: input.id } }),
    ),
    updateInstance: fromPromise<Instance, UpdateInput>(({ input }) =>
      api.put('/v1/instances/{instance}', { path: { instance: input.id }, body: input.body }),
    ),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    allowed: ({ context, event }) =>
      isActionEvent(event) && operationAllowed(EVENT_OPERATION[event.type], context.instance.runState),
    shouldPoll: ({ context }) => context.poll && isTransitional(context.instance.runState),
    fresher: ({ context, event }) => event.type === 'SYNC' && notOlder(event.instance, context.instance),
    hasReply: ({ event }) => isActionEvent(event) && event.reply !== undefined,
  },
  actions: {
    begin: assign(({ event }) => ({
      pending: isActionEvent(event) ? EVENT_OPERATION[event.type] : undefined,
      reply: isActionEvent(event) ? event.reply : undefined,
      error: undefined,
      errorFrom: undefined,
    })),
    beginRefresh: assign({ pending: 'refresh', error: undefined, errorFrom: undefined }),
    clearPending: assign({ pending: undefined }),
    sync: assign({ instance: ({ context, event }) => (event.type === 'SYNC' ? event.instance : context.instance) }),
    showInstance: assign((_, instance: Instance) => ({ instance })),
    /** A successful fetch clears a failed fetch's message, never an action's. */
    showFetched: assign(({ context }, instance: Instance) =>
      context.errorFrom === 'fetch' ? { instance, error: undefined, errorFrom: undefined } : { instance },
    ),
    keepFetchError: assign(({ context }, error: unknown) =>
      context.errorFrom === 'action' ? {} : { error: errorMessage(error), errorFrom: 'fetch' as const },
    ),
    keepActionError: assign((_, error: unknown) => ({ error: errorMessage(error), errorFrom: 'action' as const })),
    replyDone: ({ context }) => context.reply?.({ ok: true }),
    replyFailed: ({ context }) => context.reply?.({ ok: false, error: context.error ?? errorMessage(undefined) }),
    forgetReply: assign({ reply: undefined }),
    refuse: ({ context, event }) => {
      if (!isActionEvent(event)) return
      const op = EVENT_OPERATION[event.type]
      event.reply?.({ ok: false, error: refusal(op, context) ?? ACTION_IN_PROGRESS })
    },
    // Lists and cached views of instances refresh themselves on this.
    invalidateInstances: () => invalidate('/v1/instances'),
  },
}).createMachine({
  id: 'instance',
  context: ({ input }) => ({
    project: input.project,
    instance: input.instance,
    pending: undefined,
    error: undefined,
    errorFrom: undefined,
    poll: input.poll ?? true,
    pollIntervalMs: input.pollIntervalMs ?? INSTANCE_POLL_INTERVAL_MS,
    reply: undefined,
  }),
  initial: 'idle',
  // Reached only when a state below did not take the event: a caller waiting on
  // a reply hears why at once. Without a reply nothing happens, so `can()` stays honest.
  on: {
    START: { guard: 'hasReply', actions: 'refuse' },
    STOP: { guard: 'hasReply', actions: 'refuse' },
    REBOOT: { guard: 'hasReply', actions: 'refuse' },
    DELETE: { guard: 'hasReply', actions: 'refuse' },
    RESIZE: { guard: 'hasReply', actions: 'refuse' },
    UPDATE_BOOT_DISK: { guard: 'hasReply', actions: 'refuse' },
    SET_AUTO_RESTART_POLICY: { guard: 'hasReply', actions: 'refuse' },
  },
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
                src: 'fetchInstance',
                input: idInput,
                onDone: { target: '#instance.idle.checking', actions: { type: 'showFetched', params: outputOf } },
                onError: { target: 'waiting', actions: { type: 'keepFetchError', params: errorOf } },
              },
            },
          },
        },
        /** The user's refresh, or the refetch after a failed action. */
        refreshing: {
          exit: 'clearPending',
          invoke: {
            id: 'fetch',
            src: 'fetchInstance',
            input: idInput,
            onDone: { target: 'checking', actions: { type: 'showFetched', params: outputOf } },
            onError: { target: 'checking', actions: { type: 'keepFetchError', params: errorOf } },
          },
          // The refetch lands soon enough and is at least as fresh: don't restart it.
          on: { SYNC: { guard: 'fresher', actions: 'sync' } },
        },
      },
      on: {
        START: { guard: 'allowed', target: 'acting.start', actions: 'begin' },
        STOP: { guard: 'allowed', target: 'acting.stop', actions: 'begin' },
        REBOOT: { guard: 'allowed', target: 'acting.reboot', actions: 'begin' },
        DELETE: { guard: 'allowed', target: 'acting.delete', actions: 'begin' },
        RESIZE: { guard: 'allowed', target: 'acting.resize', actions: 'begin' },
        UPDATE_BOOT_DISK: { guard: 'allowed', target: 'acting.updateBootDisk', actions: 'begin' },
        SET_AUTO_RESTART_POLICY: { guard: 'allowed', target: 'acting.setAutoRestartPolicy', actions: 'begin' },
        REFRESH: { target: '.refreshing', actions: 'beginRefresh' },
        // Whether to poll may have changed with the copy.
        SYNC: { guard: 'fresher', target: '.checking', actions: 'sync' },
      },
    },
    /** One call the user asked for is in flight; every other action is refused. */
    acting: {
      // Always entered at the action's own state; XState wants a default all the same.
      initial: 'start',
      exit: 'clearPending',
      on: { SYNC: { guard: 'fresher', actions: 'sync' } },
      states: {
        start: { invoke: { id: 'start', src: 'startInstance', input: idInput, ...settle() } },
        stop: { invoke: { id: 'stop', src: 'stopInstance', input: idInput, ...settle() } },
        reboot: { invoke: { id: 'reboot', src: 'rebootInstance', input: idInput, ...settle() } },
        resize: { invoke: { id: 'update', src: 'updateInstance', input: updateInput, ...settle() } },
        updateBootDisk: { invoke: { id: 'update', src: 'updateInstance', input: updateInput, ...settle() } },
        setAutoRestartPolicy: { invoke: { id: 'update', src: 'updateInstance', input: updateInput, ...settle() } },
        delete: {
          invoke: {
            id: 'delete',
            src: 'deleteInstance',
            input: idInput,
            onDone: { target: '#instance.deleted', actions: ['replyDone', 'forgetReply', 'invalidateInstances'] },
            onError: failed(),
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
  output: () => ({ deleted: true as const }),
})

function updateInput({ context, event }: { context: InstanceContext; event: InstanceEvent }): UpdateInput {
  return { id: context.instance.id, body: updateBody(context.instance, changeOf(event)) }
}

/** A failed action shows its message and refetches, so the state shown is the server's. */
function failed() {
  return {
    target: '#instance.idle.refreshing',
    actions: [
      { type: 'keepActionError', params: errorOf },
      'replyFailed',
      'forgetReply',
    ],
  } as const
}

/** The answer to start/stop/reboot/PUT is the instance as it is now. */
function settle() {
  return {
    onDone: {
      target: '#instance.idle',
      actions: [
        { type: 'showInstance', params: outputOf },
        'replyDone',
        'forgetReply',
        'invalidateInstances',
      ],
    },
    onError: failed(),
  } as const
}

export type InstanceMachine = typeof instanceMachine
