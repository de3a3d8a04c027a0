// A WebSocket whose implementation is still on its way (the serial console's
// code is a chunk of its own, fetched on the first connection).
// `new WebSocket(…)` must return at once, so this stands in: what the caller
// does to it (handlers, listeners, binaryType, close) is done to the real
// socket, in the same order, as soon as it arrives — before the real one can
// fire anything, since it opens on a timer. Until then it is CONNECTING, as
// the real one would be, and refuses `send` as the real one would.
//
// If the code never arrives, the connection fails as a browser's does: error,
// then close with 1006.

type Listener = EventListenerOrEventListenerObject
type Handler = ((event: never) => unknown) | null
type Socket = Pick<WebSocket, 'readyState' | 'binaryType' | 'protocol' | 'extensions' | 'bufferedAmount' | 'url' | 'send' | 'close'> &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> &
  Record<'onopen' | 'onmessage' | 'onerror' | 'onclose', Handler>

type Settable = 'binaryType' | 'onopen' | 'onmessage' | 'onerror' | 'onclose'

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

/** What the caller sees when the code could not be fetched: a socket that failed to connect. */
class FailedSocket extends EventTarget {
  readonly readyState = CLOSED
  binaryType: BinaryType = 'blob'
  protocol = ''
  extensions = ''
  bufferedAmount = 0
  onopen: Handler = null
  onmessage: Handler = null
  onerror: Handler = null
  onclose: Handler = null
  constructor(readonly url: string) {
    super()
  }
  send() {}
  close() {}
  fail() {
    const error = new Event('error')
    ;(this.onerror as ((e: Event) => void) | null)?.(error)
    this.dispatchEvent(error)
    const close = Object.assign(new Event('close'), { code: 1006, reason: '', wasClean: false })
    ;(this.onclose as ((e: Event) => void) | null)?.(close)
    this.dispatchEvent(close)
  }
}

export class PendingSocket {
  static readonly CONNECTING = CONNECTING
  static readonly OPEN = OPEN
  static readonly CLOSING = CLOSING
  static readonly CLOSED = CLOSED
  readonly CONNECTING = CONNECTING
  readonly OPEN = OPEN
  readonly CLOSING = CLOSING
  readonly CLOSED = CLOSED

  private socket: Socket | null = null
  /** what was done before the socket arrived, to do to it */
  private done: ((socket: Socket) => void)[] = []
  private closing = false
  private values: Partial<Pick<Socket, Settable>> = {}

  constructor(
    private readonly href: string,
    socket: Promise<Socket>,
  ) {
    socket.then(
      (real) => this.arrive(real),
      (e: unknown) => {
        console.error('mirage: the serial console could not be loaded', e)
        const failed = new FailedSocket(href)
        this.arrive(failed)
        failed.fail()
      },
    )
  }

  private arrive(socket: Socket) {
    this.socket = socket
    for (const step of this.done) step(socket)
    this.done = []
  }

  /** Now if the socket is here, else when it arrives. */
  private do(step: (socket: Socket) => void) {
    if (this.socket) step(this.socket)
    else this.done.push(step)
  }

  private write<K extends Settable>(key: K, value: Socket[K]) {
    this.values[key] = value
    this.do((s) => {
      s[key] = value
    })
  }

  private read<K extends Settable>(key: K, fallback: Socket[K]): Socket[K] {
    return this.socket ? this.socket[key] : ((this.values[key] ?? fallback) as Socket[K])
  }

  get url() {
    return this.socket?.url ?? this.href
  }
  get readyState() {
    return this.socket?.readyState ?? (this.closing ? CLOSING : CONNECTING)
  }
  get protocol() {
    return this.socket?.protocol ?? ''
  }
  get extensions() {
    return this.socket?.extensions ?? ''
  }
  get bufferedAmount() {
    return this.socket?.bufferedAmount ?? 0
  }

  get binaryType() {
    return this.read('binaryType', 'blob')
  }
  set binaryType(value) {
    this.write('binaryType', value)
  }
  get onopen() {
    return this.read('onopen', null)
  }
  set onopen(value) {
    this.write('onopen', value)
  }
  get onmessage() {
    return this.read('onmessage', null)
  }
  set onmessage(value) {
    this.write('onmessage', value)
  }
  get onerror() {
    return this.read('onerror', null)
  }
  set onerror(value) {
    this.write('onerror', value)
  }
  get onclose() {
    return this.read('onclose', null)
  }
  set onclose(value) {
    this.write('onclose', value)
  }

  addEventListener(type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) {
    this.do((s) => s.addEventListener(type, listener, options))
  }
  removeEventListener(type: string, listener: Listener | null, options?: boolean | EventListenerOptions) {
    this.do((s) => s.removeEventListener(type, listener, options))
  }
  dispatchEvent(event: Event): boolean {
    if (this.socket) return this.socket.dispatchEvent(event)
    this.do((s) => s.dispatchEvent(event))
    return true
  }

  send(data: Parameters<WebSocket['send']>[0]) {
    // The words of mock-socket's refusal, which the real socket would give now.
    if (!this.socket) throw new Error("Failed to execute 'send' on 'WebSocket': Still in CONNECTING state")
    this.socket.send(data)
  }

  close(code?: number, reason?: string) {
    if (!this.socket) {
      // What the real one would refuse at once (mock-socket's checks, a browser's).
      if (code !== undefined && code !== 1000 && !(code >= 3000 && code <= 4999)) {
        throw new TypeError(`Failed to execute 'close' on 'WebSocket': The code must be either 1000, or between 3000 and 4999. ${code} is neither.`)
      }
      if (reason !== undefined && new TextEncoder().encode(reason).byteLength > 123) {
        throw new SyntaxError("Failed to execute 'close' on 'WebSocket': The message must not be greater than 123 bytes.")
      }
      this.closing = true
    }
    this.do((s) => s.close(code, reason))
  }
}
