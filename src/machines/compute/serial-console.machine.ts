// An instance's serial console: one websocket to
// /v1/instances/{instance}/serial-console/stream.
//
// The socket is an invoked callback actor, so it closes whenever the machine
// leaves the session — on RECONNECT, and when the page is left and the router
// stops the machine. What the console printed is kept (up to a cap) for the
// terminal to draw: the terminal may mount after the first bytes arrive, and
// it catches up from here. Each session starts with an empty buffer, since
// the server replays its recent output on every connection.
import { assign, fromCallback, sendTo, setup } from 'xstate'

/** Bytes of recent output the server replays on connect (Nexus's `most_recent`). */
export const MOST_RECENT_BYTES = 256 * 1024
/** Output kept for the terminal; older chunks are dropped first. */
export const MAX_BUFFER_BYTES = 1024 * 1024
export const CONNECT_TIMEOUT_MS = 10_000
export const CONNECT_FAILED = 'Could not connect to the serial console'
export const CONNECT_TIMED_OUT = 'Timed out connecting to the serial console'

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
}

export type SerialConsoleContext = {
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
  actors: { socket },
  delays: { connectTimeout: CONNECT_TIMEOUT_MS },
  guards: {
    cleanClose: ({ context, event }) =>
      event.type === 'socket.closed' &&
      (event.code === NORMAL_CLOSURE || event.code === NO_STATUS) &&
      !context.failed &&
      context.opened,
  },
  actions: {
    startSession: assign(({ context }) => ({ session: context.session + 1, ...noOutput(), closeReason: undefined })),
  },
}).createMachine({
  id: 'serialConsole',
  context: ({ input }) => {
    const location = input.location ?? globalThis.location
    return {
      url: input.url ?? serialConsoleUrl({ instance: input.instance, project: input.project, location }),
      WebSocket: input.WebSocket ?? globalThis.WebSocket,
      session: 0,
      ...noOutput(),
    }
  },
  initial: 'session',
  states: {
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
        'socket.closed': [
          {
            guard: 'cleanClose',
            target: 'closed',
            actions: assign({ closeReason: ({ event }) => (event.reason ? readable(event.reason) : undefined) }),
          },
          {
            target: 'error',
            actions: assign({ error: ({ context, event }) => closeMessage(context, event.code, event.reason) }),
          },
        ],
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
    /** The server ended the stream normally. */
    closed: {
      on: { RECONNECT: 'session' },
    },
    error: {
      on: { RECONNECT: 'session' },
    },
  },
})

export type SerialConsoleMachine = typeof serialConsoleMachine
