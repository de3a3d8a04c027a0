// An instance's serial console: one websocket to
// /v1/instances/{instance}/serial-console/stream.
//
// Opened on an instance that is not running yet (creating, starting,
// rebooting), it waits: it reads the instance every few seconds and connects
// the moment it runs, so the first lines of the boot are there to read. When
// the socket closes it reads the instance once: one that went back to a
// boot state (a reboot) is waited for again and reconnected by itself; one
// that has run through a state change since the session began (a reboot
// quicker than the read) is reconnected at once; otherwise the close stands.
//
// The socket, the read and the wait's timer are invoked by the states that
// use them, so they end whenever the machine leaves those states — on
// RECONNECT, and when the page is left and the router stops the machine. What the console printed is kept (up to a cap) for the
// terminal to draw: the terminal may mount after the first bytes arrive, and
// it catches up from here. Each session starts with an empty buffer, since
// the server replays its recent output on every connection.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import type { Instance, InstanceState } from '~/api'
import { errorMessage } from '../shared/error-message.rules'
import { readFresh } from '../shared/lifecycle.machine'
import { BOOT_STATES, disabledReason, instanceCan, waitsForBoot } from './instance.rules'

/** Bytes of recent output the server replays on connect (Nexus's `most_recent`). */
export const MOST_RECENT_BYTES = 256 * 1024
/** Output kept for the terminal; older chunks are dropped first. */
export const MAX_BUFFER_BYTES = 1024 * 1024
export const CONNECT_TIMEOUT_MS = 10_000
export const CONNECT_FAILED = 'Could not connect to the serial console'
export const CONNECT_TIMED_OUT = 'Timed out connecting to the serial console'

/** While waiting for the instance to run, it is read this often… */
export const WAIT_POLL_MS = 1000
/** …and after WAIT_SLOW_AFTER reads, this often: a long boot is not read every second for ever. */
export const WAIT_POLL_SLOW_MS = 5000
export const WAIT_SLOW_AFTER = 60
/** Reads failing this many times in a row end the wait with an error. */
export const WAIT_MAX_FAILURES = 3
export const WAIT_FAILED = 'Could not read the instance'

export { BOOT_STATES, waitsForBoot }
/** The console connects in a state that allows it and that is not on the way to running. */
const consoleUp = (runState: InstanceState) => instanceCan('serialConsole', runState) && !waitsForBoot(runState)

const OPEN = 1
const NORMAL_CLOSURE = 1000
/** A close frame without a status code (RFC 6455): still a clean end. */
const NO_STATUS = 1005

/**
 * A handler the socket calls with an event. Written as a method's type, whose
 * parameter TypeScript checks both ways, so the browser's WebSocket (whose
 * handlers take its own, richer event types) is a SocketLike as it is.
 */
type Handler<E> = { call(event: E): void }['call'] | null

/** The part of the browser's WebSocket the machine uses (tests pass a fake). */
export interface SocketLike {
  binaryType: string
  readonly readyState: number
  onopen: Handler<unknown>
  onmessage: Handler<{ data: unknown }>
  onerror: Handler<unknown>
  onclose: Handler<{ code: number; reason: string }>
  send(data: ArrayBuffer): void
  close(code?: number, reason?: string): void
}
export type WebSocketCtor = new (url: string) => SocketLike

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The stream's URL on this host: secure unless the page itself is plain http
 *. The project goes along only when the instance is named.
 */
export function serialConsoleUrl(p: {
  instance: string
  project: string
  location: { protocol: string; host: string }
  mostRecent?: number
}): string {
  const scheme = p.location.protocol === 'http:' ? 'ws' : 'wss'
  const query = new URLSearchParams({ most_recent: String(p.mostRecent ?? MOST_RECENT_BYTES) })
  if (!UUID.test(p.instance)) query.set('project', p.project)
  return `${scheme}://${p.location.host}/v1/instances/${encodeURIComponent(p.instance)}/serial-console/stream?${query}`
}

export type SerialConsoleInput = {
  project: string
  /** name (with project) or id */
  instance: string
  /** overrides the URL built from the page's location */
  url?: string
  /** defaults to the global WebSocket */
  WebSocket?: WebSocketCtor
  /** defaults to the page's location */
  location?: { protocol: string; host: string }
  /** the run state the page read; a boot state waits, others connect at once (defaults to running) */
  runState?: InstanceState
  /** when the instance entered that state */
  runStateSince?: Date
}

/** What the machine reads of the instance: its run state and since when. */
export type InstanceRunState = Pick<Instance, 'runState' | 'timeRunStateUpdated'>

export type SerialConsoleContext = {
  project: string
  instance: string
  url: string
  WebSocket: WebSocketCtor
  /** 1 for the first connection, +1 per reconnect: the terminal marks where each new one starts */
  session: number
  /** output of this session, oldest first */
  chunks: Uint8Array[]
  /** chunks dropped from the front to stay under the cap (chunk i is number dropped + i) */
  dropped: number
  bytes: number
  /** the socket reported an error; its close then is not a clean one */
  failed: boolean
  opened: boolean
  /** why the session failed, in the error state */
  error?: string
  /** the server's reason for a clean close, if it gave one */
  closeReason?: string
  /** the instance as last read */
  runState: InstanceState
  /** when it entered that state (ms since the epoch) */
  runStateSince: number
  /** when it was in the state the current session began in: a later change means it has been through one */
  sessionSince: number
  /** reads made while waiting, and how many in a row failed */
  polls: number
  readFailures: number
  /** how the last socket closed, while the instance is read to learn why */
  lastClose?: { code: number; reason: string }
  /** why the console cannot connect, in the unavailable state */
  unavailable?: string
}

/** A session before its first byte: no output kept or dropped, not opened, no failure. */
function noOutput(): Pick<SerialConsoleContext, 'chunks' | 'dropped' | 'bytes' | 'failed' | 'opened' | 'error'> {
  return { chunks: [], dropped: 0, bytes: 0, failed: false, opened: false, error: undefined }
}

export type SerialConsoleEvent =
  | { type: 'SEND'; data: string }
  | { type: 'RECONNECT' }
  | { type: 'socket.open' }
  | { type: 'socket.data'; data: Uint8Array }
  | { type: 'socket.error' }
  | { type: 'socket.closed'; code: number; reason: string }

type SocketInput = { url: string; WebSocket: WebSocketCtor }
type ReadInput = { project: string; instance: string }
type SocketCommand = { type: 'SEND'; data: string }

const encoder = new TextEncoder()

// By tag rather than instanceof: a buffer from another realm (a worker, a test's DOM) is still one.
const isArrayBuffer = (data: unknown): data is ArrayBuffer =>
  Object.prototype.toString.call(data) === '[object ArrayBuffer]'

function toBytes(data: unknown): Uint8Array | null {
  if (isArrayBuffer(data)) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (typeof data === 'string') return encoder.encode(data)
  return null
}

/**
 * Keystrokes go out as binary frames, as the console server expects. The
 * buffer is made with this realm's ArrayBuffer: socket shims (mock-socket)
 * check `instanceof ArrayBuffer` and would send anything else as text.
 */
function toFrame(text: string): ArrayBuffer {
  const bytes = encoder.encode(text)
  const frame = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(frame).set(bytes)
  return frame
}

const socket = fromCallback<SocketCommand, SocketInput, SerialConsoleEvent>(({ input, sendBack, receive }) => {
  let ws: SocketLike
  try {
    ws = new input.WebSocket(input.url)
  } catch {
    // A malformed URL or a refused scheme throws at construction.
    sendBack({ type: 'socket.error' })
    sendBack({ type: 'socket.closed', code: 1006, reason: '' })
    return () => {}
  }
  ws.binaryType = 'arraybuffer'
  ws.onopen = () => sendBack({ type: 'socket.open' })
  ws.onmessage = (e) => {
    const data = toBytes(e.data)
    if (data && data.byteLength > 0) sendBack({ type: 'socket.data', data })
  }
  ws.onerror = () => sendBack({ type: 'socket.error' })
  ws.onclose = (e) => sendBack({ type: 'socket.closed', code: e.code, reason: e.reason })
  receive((command) => {
    if (command.type === 'SEND' && ws.readyState === OPEN) ws.send(toFrame(command.data))
  })
  return () => {
    ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null
    if (ws.readyState <= OPEN) ws.close(NORMAL_CLOSURE)
  }
})

/** The instance, never from the cache: waiting is about what it is now. With an id, the project must not be sent. */
const readInstance = fromPromise<InstanceRunState, ReadInput>(({ input, signal }) =>
  readFresh(
    '/v1/instances/{instance}',
    { path: { instance: input.instance }, query: UUID.test(input.instance) ? {} : { project: input.project } },
    signal,
  ),
)

/** What a done read carries, for the guards and actions that look at it. */
const read = ({ event }: { event: { output: InstanceRunState } }) => event.output

function append(context: SerialConsoleContext, data: Uint8Array) {
  const chunks = [...context.chunks, data]
  let { dropped, bytes } = context
  bytes += data.byteLength
  while (bytes > MAX_BUFFER_BYTES && chunks.length > 1) {
    bytes -= chunks.shift()!.byteLength
    dropped++
  }
  return { chunks, dropped, bytes }
}

/** Server reasons read as the API's error messages do: Forbidden is 'Action not authorized', the rest capitalised. */
function readable(reason: string): string {
  if (reason === 'Forbidden') return 'Action not authorized'
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

function closeMessage(context: SerialConsoleContext, code: number, reason: string): string {
  if (reason) return readable(reason)
  if (!context.opened) return CONNECT_FAILED
  return `The connection was lost (code ${code})`
}

export const serialConsoleMachine = setup({
  types: {
    input: {} as SerialConsoleInput,
    context: {} as SerialConsoleContext,
    events: {} as SerialConsoleEvent,
  },
  actors: { socket, readInstance },
  delays: {
    connectTimeout: CONNECT_TIMEOUT_MS,
    poll: ({ context }) => (context.polls < WAIT_SLOW_AFTER ? WAIT_POLL_MS : WAIT_POLL_SLOW_MS),
  },
  guards: {
    startsUp: ({ context }) => consoleUp(context.runState),
    startsWaiting: ({ context }) => waitsForBoot(context.runState),
    cleanClose: ({ context }) =>
      context.lastClose !== undefined &&
      (context.lastClose.code === NORMAL_CLOSURE || context.lastClose.code === NO_STATUS) &&
      !context.failed &&
      context.opened,
    readUp: (_, read: InstanceRunState) => consoleUp(read.runState),
    readBooting: (_, read: InstanceRunState) => waitsForBoot(read.runState),
    /** Running again, but it changed state since the session began: it went through a reboot. */
    readRestarted: ({ context }, read: InstanceRunState) =>
      consoleUp(read.runState) && read.timeRunStateUpdated.getTime() > context.sessionSince,
    tooManyFailures: ({ context }) => context.readFailures + 1 >= WAIT_MAX_FAILURES,
  },
  actions: {
    startSession: assign(({ context }) => ({
      session: context.session + 1,
      ...noOutput(),
      closeReason: undefined,
      lastClose: undefined,
      unavailable: undefined,
      sessionSince: context.runStateSince,
    })),
    noteRead: assign((_, read: InstanceRunState) => ({
      runState: read.runState,
      runStateSince: read.timeRunStateUpdated.getTime(),
      readFailures: 0,
    })),
    noteUnavailable: assign(({ context }) => ({
      unavailable: `This instance is ${context.runState}. ${disabledReason('serialConsole', context.runState) ?? 'Only available when the instance is running'}.`,
    })),
    /** The close stands: Closed when the server ended it cleanly, Error otherwise. */
    closeStands: assign(({ context }) => {
      const { code, reason } = context.lastClose ?? { code: 1006, reason: '' }
      return { error: closeMessage(context, code, reason), closeReason: reason ? readable(reason) : undefined }
    }),
  },
}).createMachine({
  id: 'serialConsole',
  context: ({ input }) => {
    const location = input.location ?? globalThis.location
    const since = input.runStateSince?.getTime() ?? 0
    return {
      project: input.project,
      instance: input.instance,
      url: input.url ?? serialConsoleUrl({ instance: input.instance, project: input.project, location }),
      WebSocket: input.WebSocket ?? globalThis.WebSocket,
      session: 0,
      ...noOutput(),
      runState: input.runState ?? 'running',
      runStateSince: since,
      sessionSince: since,
      polls: 0,
      readFailures: 0,
    }
  },
  initial: 'starting',
  states: {
    /** Connect, wait, or say why not, from the run state the page read. */
    starting: {
      always: [
        { guard: 'startsUp', target: 'session' },
        { guard: 'startsWaiting', target: 'waiting' },
        { target: 'unavailable', actions: 'noteUnavailable' },
      ],
    },
    /** The instance is on its way to running: read it now and then, connect when it runs. */
    waiting: {
      initial: 'pause',
      states: {
        pause: { after: { poll: 'reading' } },
        reading: {
          entry: assign({ polls: ({ context }) => context.polls + 1 }),
          invoke: {
            id: 'poll',
            src: 'readInstance',
            input: ({ context }) => ({ project: context.project, instance: context.instance }),
            onDone: [
              { guard: { type: 'readUp', params: read }, target: '#serialConsole.session', actions: { type: 'noteRead', params: read } },
              { guard: { type: 'readBooting', params: read }, target: 'pause', actions: { type: 'noteRead', params: read } },
              { target: '#serialConsole.unavailable', actions: [{ type: 'noteRead', params: read }, 'noteUnavailable'] },
            ],
            onError: [
              {
                guard: 'tooManyFailures',
                target: '#serialConsole.error',
                actions: assign({ error: ({ event }) => `${WAIT_FAILED}: ${errorMessage(event.error)}` }),
              },
              { target: 'pause', actions: assign({ readFailures: ({ context }) => context.readFailures + 1 }) },
            ],
          },
        },
      },
    },
    /** One socket's life: leaving this state closes it. */
    session: {
      entry: 'startSession',
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ url: context.url, WebSocket: context.WebSocket }),
      },
      initial: 'connecting',
      on: {
        'socket.data': { actions: assign(({ context, event }) => append(context, event.data)) },
        'socket.error': { actions: assign({ failed: true }) },
        'socket.closed': {
          target: 'checking',
          actions: assign({ lastClose: ({ event }) => ({ code: event.code, reason: event.reason }) }),
        },
        RECONNECT: { target: 'session', reenter: true },
      },
      states: {
        connecting: {
          on: { 'socket.open': { target: 'connected', actions: assign({ opened: true }) } },
          after: {
            connectTimeout: { target: '#serialConsole.error', actions: assign({ error: CONNECT_TIMED_OUT }) },
          },
        },
        connected: {
          on: { SEND: { actions: sendTo('socket', ({ event }) => event) } },
        },
      },
    },
    /**
     * The socket closed: one read of the instance says whether it is booting
     * again (wait), ran through a change since (reconnect), or the close
     * stands. A failed read leaves the close as it was.
     */
    checking: {
      invoke: {
        id: 'check',
        src: 'readInstance',
        input: ({ context }) => ({ project: context.project, instance: context.instance }),
        onDone: [
          { guard: { type: 'readBooting', params: read }, target: 'waiting', actions: [{ type: 'noteRead', params: read }, assign({ polls: 0 })] },
          { guard: { type: 'readRestarted', params: read }, target: 'session', actions: { type: 'noteRead', params: read } },
          { guard: 'cleanClose', target: 'closed', actions: [{ type: 'noteRead', params: read }, 'closeStands'] },
          { target: 'error', actions: [{ type: 'noteRead', params: read }, 'closeStands'] },
        ],
        onError: [
          { guard: 'cleanClose', target: 'closed', actions: 'closeStands' },
          { target: 'error', actions: 'closeStands' },
        ],
      },
      on: { RECONNECT: 'session' },
    },
    /** The server ended the stream normally. */
    closed: {
      on: { RECONNECT: 'session' },
    },
    error: {
      on: { RECONNECT: 'session' },
    },
    /** The instance is in a state without a console (stopped, failed…): Reconnect reads it again. */
    unavailable: {
      on: { RECONNECT: { target: 'waiting.reading', actions: assign({ polls: 0 }) } },
    },
  },
})

export type SerialConsoleMachine = typeof serialConsoleMachine
