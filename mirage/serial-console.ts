// The serial console's websocket in the technical preview.
//
// mock-socket only answers exact URLs, so a routing `WebSocket` constructor
// goes in front of the browser's: a connection to
// /v1/instances/{instance}/serial-console/stream (ws or wss, any host) is
// answered here, anything else (Vite's HMR socket, …) gets a real socket.
//
// Each instance has one console: the first connection boots it (the boot log
// the history endpoint GET …/serial-console also serves, line by line over
// about a second and a half, ending at a login prompt); later connections
// replay what it printed, as Nexus replays the serial buffer. Keystrokes are
// echoed (CR becomes CRLF) and the login prompt asks for a password it never
// accepts. As in Nexus, the socket opens and is then closed with code 1011
// and the reason when the instance can't be reached or has no console; when
// the instance stops or reboots, its console's sockets are closed and the
// next connection boots it again (a console opened while it reboots boots at
// once, as the reboot does).
//
// Data goes out as ArrayBuffers: mock-socket turns a Uint8Array into the text
// "104,105" on the way.
//
// mock-socket is a chunk of its own, fetched on the first connection to a
// stream (it is most of this feature's weight, and no first page
// opens a console). Until it is in, that connection's socket is a stand-in
// (lib/pending-socket.ts) that does to mock-socket's socket what was done to
// it; later connections get mock-socket's socket at once.
import type { Server } from 'miragejs'
import type { Client, Server as SocketServer } from 'mock-socket'
import { requireProjectWrite } from './lib/authz'
import { bootLog } from './lib/boot-log'
import { NexusError } from './lib/errors'
import { can, hasVmm } from './lib/instance-state'
import { INSTANCE, isUuid, lookupInProject } from './lib/lookup'
import { PendingSocket } from './lib/pending-socket'
import { authenticate } from './session'
import { Store, type Row } from './store'

const STREAM = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/** RFC 6455 'internal error', which Nexus closes with when it refuses. */
const CLOSE_ERROR = 1011
const CLOSE_NORMAL = 1000

const BOOT_MS = 1500
/** How often a console checks that its instance still has one. */
const WATCH_MS = 1000

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** With this realm's ArrayBuffer, which is what mock-socket's `instanceof` check knows. */
function toBuffer(text: string): ArrayBuffer {
  const bytes = encoder.encode(text)
  const buffer = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(buffer).set(bytes)
  return buffer
}

const noConsole = (i: Row<'instance'>) => `instance is ${i.run_state} and has no active serial console server`
/** Nexus's refusal when the instance has a VMM that is not (or no longer) running one. */
const cannotConnect = (i: Row<'instance'>) => `cannot connect to serial console of instance in state "${i.run_state}"`

interface Console {
  store: Store
  instance: Row<'instance'>
  /** the run state change this console booted after: a later reboot is a new boot */
  bootedAt: string
  timers: ReturnType<typeof setTimeout>[]
  watcher?: ReturnType<typeof setInterval>
  /** everything printed so far, replayed to each new connection */
  output: string
  clients: Set<Client>
  booted: boolean
  phase: 'login' | 'password'
  line: string
}

const consoles = new Map<string, Console>()
const servers = new Map<string, SocketServer>()
let store: Store | null = null
let RealWebSocket: typeof WebSocket | null = null

type MockSocket = typeof import('mock-socket')
/** mock-socket once fetched; an uninstall keeps it (it is code, not state). */
let mockSocket: MockSocket | null = null
let fetching: Promise<MockSocket> | null = null

function fetchMockSocket(): Promise<MockSocket> {
  fetching ??= import('mock-socket').then(
    (m) => (mockSocket = m),
    (e: unknown) => {
      fetching = null // the next connection tries again
      throw e
    },
  )
  return fetching
}

const prompt = (c: Console) => `${c.instance.hostname} login: `

function print(c: Console, text: string) {
  c.output += text
  const data = toBuffer(text)
  for (const client of c.clients) client.send(data)
}

/** The boot log, line by line; the last line is the login prompt. */
function boot(c: Console) {
  const lines = decoder.decode(bootLog(c.store, c.instance)).split('\r\n')
  lines.forEach((line, i) => {
    const last = i === lines.length - 1
    c.timers.push(
      setTimeout(
        () => {
          print(c, last ? line : `${line}\r\n`)
          if (last) c.booted = true
        },
        Math.round((BOOT_MS * i) / Math.max(1, lines.length - 1)),
      ),
    )
  })
}

/** While anyone watches, notice the instance going away (stopped, deleted) and hang up. */
function watch(c: Console) {
  if (c.watcher) return
  c.watcher = setInterval(() => {
    const now = c.store.find('instance', c.instance.id)
    // Any run state change since the boot (it may be over between two looks) is a reboot.
    const rebooted = now !== undefined && now.time_run_state_updated !== c.bootedAt
    if (now && can('serialConsole', now) && !rebooted) {
      if (c.clients.size === 0) stopWatching(c)
      return
    }
    const reason = !now ? 'instance deleted' : !can('serialConsole', now) ? noConsole(now) : 'instance is rebooting'
    for (const client of c.clients) client.close({ code: CLOSE_NORMAL, reason, wasClean: true })
    forget(c)
  }, WATCH_MS)
}

function stopWatching(c: Console) {
  if (c.watcher) clearInterval(c.watcher)
  c.watcher = undefined
}

/** The next connection boots the console afresh. */
function forget(c: Console) {
  stopWatching(c)
  c.timers.forEach(clearTimeout)
  c.clients.clear()
  consoles.delete(c.instance.id)
}

/** Echo as a getty would: CR → CRLF, DEL erases, the password is not shown and never right. */
function type(c: Console, text: string) {
  let out = ''
  for (const ch of text) {
    if (ch === '\r' || ch === '\n') {
      out += '\r\n'
      if (!c.booted) continue
      if (c.phase === 'login' && c.line.trim()) {
        c.phase = 'password'
        out += 'Password: '
      } else if (c.phase === 'password') {
        c.phase = 'login'
        out += `\r\nLogin incorrect\r\n${prompt(c)}`
      } else {
        out += prompt(c)
      }
      c.line = ''
    } else if (ch === '\x7f' || ch === '\b') {
      if (c.line) {
        c.line = c.line.slice(0, -1)
        if (c.phase === 'login') out += '\b \b'
      }
    } else if (ch >= ' ' || ch === '\t') {
      c.line += ch
      if (c.phase === 'login') out += ch
    }
  }
  if (out) print(c, out)
}

function textOf(data: unknown): string {
  if (typeof data === 'string') return data
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return decoder.decode(data as ArrayBuffer)
  if (ArrayBuffer.isView(data)) return decoder.decode(data)
  return ''
}

function refuse(socket: Client, reason: string) {
  // Close frames carry at most 123 bytes of reason.
  socket.close({ code: CLOSE_ERROR, reason: reason.slice(0, 120), wasClean: false })
}

function connect(socket: Client) {
  if (!store) return refuse(socket, 'The mock API is not running')
  const url = new URL(socket.url)
  const raw = decodeURIComponent(url.pathname.match(STREAM)?.[1] ?? '')
  const instanceParam = isUuid(raw) ? raw.toLowerCase() : raw
  let instance: Row<'instance'>
  try {
    const actor = authenticate(store, {})
    if (!actor) return refuse(socket, 'credentials missing or invalid')
    instance = lookupInProject({ store, actor }, INSTANCE, instanceParam, url.searchParams.get('project'))
    // Interactive access, as the history endpoint: collaborator.
    requireProjectWrite(store, actor, instance.projectId)
  } catch (e) {
    return refuse(socket, e instanceof NexusError ? e.message : 'Internal Server Error')
  }
  if (!can('serialConsole', instance)) return refuse(socket, hasVmm(instance) ? cannotConnect(instance) : noConsole(instance))

  let c = consoles.get(instance.id)
  // Nobody watched it reboot (or stop and start): what it printed is from an earlier boot.
  if (c && c.clients.size === 0 && c.bootedAt !== instance.time_run_state_updated) {
    forget(c)
    c = undefined
  }
  if (!c) {
    c = { store, instance, bootedAt: instance.time_run_state_updated, timers: [], output: '', clients: new Set(), booted: false, phase: 'login', line: '' }
    consoles.set(instance.id, c)
    boot(c)
  }
  const con = c
  const mostRecent = Number(url.searchParams.get('most_recent') ?? '')
  const replay = Number.isFinite(mostRecent) && mostRecent > 0 ? con.output.slice(-mostRecent) : con.output
  if (replay) socket.send(toBuffer(replay))
  con.clients.add(socket)
  socket.on('message', (data) => type(con, textOf(data)))
  socket.on('close', () => con.clients.delete(socket))
  watch(con)
}

/** A connection to the stream at `href`: one mock-socket server per stream path (mock-socket ignores the query). */
function openStream(ms: MockSocket, href: string, protocols?: string | string[]): WebSocket {
  const key = href.split('?')[0]
  if (!servers.has(key)) {
    const server = new ms.Server(key, { mock: false })
    server.on('connection', connect)
    servers.set(key, server)
  }
  return new ms.WebSocket(href, protocols) as unknown as WebSocket
}

function isStream(url: string | URL): string | null {
  try {
    const parsed = new URL(String(url), globalThis.location?.href)
    if ((parsed.protocol === 'ws:' || parsed.protocol === 'wss:') && STREAM.test(parsed.pathname)) return parsed.href
  } catch {
    // not a URL we answer: the real WebSocket will say why
  }
  return null
}

/**
 * Answer serial-console streams from the mock `server`'s store, for the
 * technical preview. Returns the server, so it wraps `makeServer(…)`.
 */
export function installSerialConsole<T extends Server>(server: T): T {
  store = new Store(server.schema)
  if (RealWebSocket) return server
  const Real = globalThis.WebSocket
  RealWebSocket = Real
  // Called with `new`: returning an object makes it the result of the expression.
  function RoutingWebSocket(url: string | URL, protocols?: string | string[]) {
    const stream = isStream(url)
    if (!stream) return new Real(url, protocols)
    if (mockSocket) return openStream(mockSocket, stream, protocols)
    return new PendingSocket(
      stream,
      fetchMockSocket().then((m) => openStream(m, stream, protocols)),
    )
  }
  Object.assign(RoutingWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 })
  RoutingWebSocket.prototype = Real.prototype
  globalThis.WebSocket = RoutingWebSocket as unknown as typeof WebSocket
  return server
}

/** Put the browser's WebSocket back and forget every console (tests). */
export function uninstallSerialConsole(): void {
  if (RealWebSocket) globalThis.WebSocket = RealWebSocket
  RealWebSocket = null
  for (const s of servers.values()) s.stop()
  servers.clear()
  for (const c of [...consoles.values()]) forget(c)
  store = null
}
