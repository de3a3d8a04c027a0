// A disk's lifecycle (spec §4 disk table): delete, snapshot, attach and
// detach, each allowed only in the disk states ./disk-actions names, one at a
// time. The machine keeps the disk as the server last reported it: action
// answers, polls while the disk is on its way between states, a refetch after
// a failed action, and fresher copies a list sends (SYNC).
//
// Setting the boot disk is an update of the instance, so it belongs to the
// instance machine; this one only says whether the disk's state allows it
// (see disk.connect).
//
// As with the instance machine, callers that wait on an outcome (a confirm
// dialog, a toast) put a `reply` on the event and are told at once when the
// action is refused.
import { assign, fromPromise, setup } from 'xstate'
import { api, invalidate, type Disk, type Snapshot } from '~/api'
import { generateName, isUuid } from '~/validation'
import { diskCan, diskDisabledReason, type DiskAction, type DiskStateName } from './disk-actions'
import { errorMessage } from '../shared/error-message'
import { ACTION_IN_PROGRESS } from '../compute/instance.machine'

export { ACTION_IN_PROGRESS }

/** Polls while transitional come this often. */
export const DISK_POLL_INTERVAL_MS = 2000

/**
 * States a disk leaves without anyone asking again: screens showing it poll
 * until it settles. `import_ready` is not one: it waits for an upload.
 */
export const DISK_TRANSITIONAL_STATES: readonly DiskStateName[] = [
  'attaching',
  'detaching',
  'creating',
  'finalizing',
  'importing_from_url',
  'importing_from_bulk_writes',
]

type StateLike = DiskStateName | { state: DiskStateName }
export const isDiskTransitional = (s: StateLike) =>
  DISK_TRANSITIONAL_STATES.includes(typeof s === 'string' ? s : s.state)

/** The instance a disk is attached to (or attaching to, or detaching from). */
export const diskInstanceId = (disk: Pick<Disk, 'state'>): string | undefined =>
  'instance' in disk.state ? disk.state.instance : undefined

/** The calls this machine makes on the disk; each is a row of the spec's table. */
export type DiskOperation = Exclude<DiskAction, 'setAsBootDisk'>

/** How an action ended; a snapshot's success carries the snapshot made. */
export type DiskActionResult = { ok: true; snapshot?: Snapshot } | { ok: false; error: string }
export type DiskReply = (result: DiskActionResult) => void

export type DiskInput = {
  project: string
  disk: Disk
  /** Refetch while transitional (default true). A list that polls and SYNCs its rows turns this off. */
  poll?: boolean
  pollIntervalMs?: number
}

export type DiskContext = {
  project: string
  /** The disk as the server last reported it. */
  disk: Disk
  /** The call in flight that the user asked for. */
  pending?: DiskOperation | 'refresh'
  /** Message of the last failed call. */
  error?: string
  /** An action's error stays until the next action; a failed poll's clears when a poll succeeds. */
  errorFrom?: 'action' | 'fetch'
  /** The last snapshot this machine took. */
  snapshot?: Snapshot
  poll: boolean
  pollIntervalMs: number
  /** Told how the action in flight ended. */
  reply?: DiskReply
}

type WithReply = { reply?: DiskReply }
export type DiskActionEvent =
  | ({ type: 'DELETE' } & WithReply)
  /** Without a name, one is generated from the disk's (spec §5). */
  | ({ type: 'SNAPSHOT'; name?: string } & WithReply)
  /** `instance`: name (in the disk's project) or id. */
  | ({ type: 'ATTACH'; instance: string } & WithReply)
  /** Defaults to the instance the disk is attached to. */
  | ({ type: 'DETACH'; instance?: string } & WithReply)

export type DiskEvent = DiskActionEvent | { type: 'REFRESH' } | { type: 'SYNC'; disk: Disk }

export const DISK_EVENT_OPERATION = {
  DELETE: 'delete',
  SNAPSHOT: 'snapshot',
  ATTACH: 'attach',
  DETACH: 'detach',
} as const satisfies Record<DiskActionEvent['type'], DiskOperation>

const isActionEvent = (event: DiskEvent): event is DiskActionEvent => Object.hasOwn(DISK_EVENT_OPERATION, event.type)

export const isActing = (pending: DiskContext['pending']) => pending !== undefined && pending !== 'refresh'

/** Why `op` would be refused now; undefined when it would be accepted. */
export function diskRefusal(op: DiskOperation, context: Pick<DiskContext, 'disk' | 'pending'>): string | undefined {
  if (isActing(context.pending)) return ACTION_IN_PROGRESS
  return diskDisabledReason(op, context.disk.state)
}

/** The instance an attach or detach is about; a detach defaults to the disk's own. */
const instanceFor = (event: DiskActionEvent, disk: Disk): string | undefined =>
  event.type === 'ATTACH' ? event.instance : event.type === 'DETACH' ? (event.instance ?? diskInstanceId(disk)) : undefined

/** A copy from elsewhere replaces ours unless it is older (a list poll that left before our action's answer). */
const notOlder = (next: Disk, current: Disk) =>
  next.id === current.id && next.timeModified.getTime() >= current.timeModified.getTime()

/** What each call is given (tests provide fakes of the same shape). */
export type IdInput = { id: string }
export type SnapshotInput = { project: string; disk: Pick<Disk, 'name'>; name?: string }
export type InstanceDiskInput = { project: string; instance: string; disk: string }

/** An instance by id stands alone; by name it is looked up in the project (Nexus refuses both). */
const instanceQuery = (project: string, instance: string) => (isUuid(instance) ? {} : { project })

const outputOf = ({ event }: { event: { output: Disk } }) => event.output
const errorOf = ({ event }: { event: { error: unknown } }) => event.error
const idInput = ({ context }: { context: DiskContext }): IdInput => ({ id: context.disk.id })

export const diskMachine = setup({
  types: {
    input: {} as DiskInput,
    context: {} as DiskContext,
    events: {} as DiskEvent,
    output: {} as { deleted: true },
  },
  actors: {
    // A plain GET, not the cache: fetchApi may answer from a copy up to 2 s old.
    fetchDisk: fromPromise<Disk, IdInput>(({ input, signal }) =>
      api.get('/v1/disks/{disk}', { path: { disk: input.id }, signal }),
    ),
    // Mutations are not aborted when the page is left: the server would carry on anyway.
    deleteDisk: fromPromise<void, IdInput>(({ input }) => api.delete('/v1/disks/{disk}', { path: { disk: input.id } })),
    snapshotDisk: fromPromise<Snapshot, SnapshotInput>(({ input }) =>
      api.post('/v1/snapshots', {
        query: { project: input.project },
        body: {
          name: input.name ?? generateName(input.disk.name, 'snapshot'),
          description: `Snapshot of ${input.disk.name}`,
          disk: input.disk.name,
        },
      }),
    ),
    attachDisk: fromPromise<Disk, InstanceDiskInput>(({ input }) =>
      api.post('/v1/instances/{instance}/disks/attach', {
        path: { instance: input.instance },
        query: instanceQuery(input.project, input.instance),
        body: { disk: input.disk },
      }),
    ),
    detachDisk: fromPromise<Disk, InstanceDiskInput>(({ input }) =>
      api.post('/v1/instances/{instance}/disks/detach', {
        path: { instance: input.instance },
        query: instanceQuery(input.project, input.instance),
        body: { disk: input.disk },
      }),
    ),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    allowed: ({ context, event }) =>
      isActionEvent(event) &&
      diskCan(DISK_EVENT_OPERATION[event.type], context.disk.state) &&
      // Attach and detach need to know which instance.
      (event.type !== 'ATTACH' && event.type !== 'DETACH' ? true : !!instanceFor(event, context.disk)),
    shouldPoll: ({ context }) => context.poll && isDiskTransitional(context.disk.state),
    fresher: ({ context, event }) => event.type === 'SYNC' && notOlder(event.disk, context.disk),
    hasReply: ({ event }) => isActionEvent(event) && event.reply !== undefined,
  },
  actions: {
    begin: assign(({ event }) => ({
      pending: isActionEvent(event) ? DISK_EVENT_OPERATION[event.type] : undefined,
      reply: isActionEvent(event) ? event.reply : undefined,
      error: undefined,
      errorFrom: undefined,
    })),
    beginRefresh: assign({ pending: 'refresh', error: undefined, errorFrom: undefined }),
    clearPending: assign({ pending: undefined }),
    sync: assign({ disk: ({ context, event }) => (event.type === 'SYNC' ? event.disk : context.disk) }),
    showDisk: assign((_, disk: Disk) => ({ disk })),
    keepSnapshot: assign((_, snapshot: Snapshot) => ({ snapshot })),
    /** A successful fetch clears a failed fetch's message, never an action's. */
    showFetched: assign(({ context }, disk: Disk) =>
      context.errorFrom === 'fetch' ? { disk, error: undefined, errorFrom: undefined } : { disk },
    ),
    keepFetchError: assign(({ context }, error: unknown) =>
      context.errorFrom === 'action' ? {} : { error: errorMessage(error), errorFrom: 'fetch' as const },
    ),
    keepActionError: assign((_, error: unknown) => ({ error: errorMessage(error), errorFrom: 'action' as const })),
    replyDone: ({ context }) => context.reply?.({ ok: true }),
    replySnapshot: ({ context }) => context.reply?.({ ok: true, snapshot: context.snapshot }),
    replyFailed: ({ context }) => context.reply?.({ ok: false, error: context.error ?? errorMessage(undefined) }),
    forgetReply: assign({ reply: undefined }),
    refuse: ({ context, event }) => {
      if (!isActionEvent(event)) return
      const reason = diskRefusal(DISK_EVENT_OPERATION[event.type], context)
      event.reply?.({ ok: false, error: reason ?? 'No instance to attach to or detach from' })
    },
    // Lists and cached views refresh themselves on these.
    invalidateDisks: () => invalidate('/v1/disks'),
    invalidateInstanceDisks: () => {
      void invalidate('/v1/disks')
      void invalidate('/v1/instances')
    },
    invalidateSnapshots: () => {
      void invalidate('/v1/snapshots')
      void invalidate('/v1/disks')
    },
  },
}).createMachine({
  id: 'disk',
  context: ({ input }) => ({
    project: input.project,
    disk: input.disk,
    pending: undefined,
    error: undefined,
    errorFrom: undefined,
    snapshot: undefined,
    poll: input.poll ?? true,
    pollIntervalMs: input.pollIntervalMs ?? DISK_POLL_INTERVAL_MS,
    reply: undefined,
  }),
  initial: 'idle',
  // Reached only when a state below did not take the event: a caller waiting on
  // a reply hears why at once. Without a reply nothing happens, so `can()` stays honest.
  on: {
    DELETE: { guard: 'hasReply', actions: 'refuse' },
    SNAPSHOT: { guard: 'hasReply', actions: 'refuse' },
    ATTACH: { guard: 'hasReply', actions: 'refuse' },
    DETACH: { guard: 'hasReply', actions: 'refuse' },
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
                src: 'fetchDisk',
                input: idInput,
                onDone: { target: '#disk.idle.checking', actions: { type: 'showFetched', params: outputOf } },
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
            src: 'fetchDisk',
            input: idInput,
            onDone: { target: 'checking', actions: { type: 'showFetched', params: outputOf } },
            onError: { target: 'checking', actions: { type: 'keepFetchError', params: errorOf } },
          },
          on: { SYNC: { guard: 'fresher', actions: 'sync' } },
        },
      },
      on: {
        DELETE: { guard: 'allowed', target: 'acting.delete', actions: 'begin' },
        SNAPSHOT: { guard: 'allowed', target: 'acting.snapshot', actions: 'begin' },
        ATTACH: { guard: 'allowed', target: 'acting.attach', actions: 'begin' },
        DETACH: { guard: 'allowed', target: 'acting.detach', actions: 'begin' },
        REFRESH: { target: '.refreshing', actions: 'beginRefresh' },
        // Whether to poll may have changed with the copy.
        SYNC: { guard: 'fresher', target: '.checking', actions: 'sync' },
      },
    },
    /** One call the user asked for is in flight; every other action is refused. */
    acting: {
      // Always entered at the action's own state; XState wants a default all the same.
      initial: 'snapshot',
      exit: 'clearPending',
      on: { SYNC: { guard: 'fresher', actions: 'sync' } },
      states: {
        snapshot: {
          invoke: {
            id: 'snapshot',
            src: 'snapshotDisk',
            input: ({ context, event }) => ({
              project: context.project,
              disk: context.disk,
              name: event.type === 'SNAPSHOT' ? event.name : undefined,
            }),
            onDone: {
              target: '#disk.idle',
              actions: [
                { type: 'keepSnapshot', params: ({ event }) => event.output },
                'replySnapshot',
                'forgetReply',
                'invalidateSnapshots',
              ],
            },
            onError: failed(),
          },
        },
        attach: {
          invoke: { id: 'attach', src: 'attachDisk', input: instanceDiskInput, ...settle() },
        },
        detach: {
          invoke: { id: 'detach', src: 'detachDisk', input: instanceDiskInput, ...settle() },
        },
        delete: {
          invoke: {
            id: 'delete',
            src: 'deleteDisk',
            input: idInput,
            onDone: { target: '#disk.deleted', actions: ['replyDone', 'forgetReply', 'invalidateDisks'] },
            onError: failed(),
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
  output: () => ({ deleted: true as const }),
})

function instanceDiskInput({ context, event }: { context: DiskContext; event: DiskEvent }): InstanceDiskInput {
  const instance = isActionEvent(event) ? instanceFor(event, context.disk) : undefined
  return { project: context.project, instance: instance ?? '', disk: context.disk.id }
}

/** A failed action shows its message and refetches, so the state shown is the server's. */
function failed() {
  return {
    target: '#disk.idle.refreshing',
    actions: [{ type: 'keepActionError', params: errorOf }, 'replyFailed', 'forgetReply'],
  } as const
}

/** Attach and detach answer with the disk as it is now (often attaching or detaching: then it polls). */
function settle() {
  return {
    onDone: {
      target: '#disk.idle',
      actions: [{ type: 'showDisk', params: outputOf }, 'replyDone', 'forgetReply', 'invalidateInstanceDisks'],
    },
    onError: failed(),
  } as const
}

export type DiskMachine = typeof diskMachine
