import { afterEach, describe, expect, it, test, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { InstanceState } from '~/api'
import { clockTime, connectSerialConsole, reconnectMarker, scrollbackText, serialLogFileName } from '~/machines/compute/serial-console.connect'
import {
  CONNECT_FAILED,
  CONNECT_TIMED_OUT,
  CONNECT_TIMEOUT_MS,
  MAX_BUFFER_BYTES,
  serialConsoleMachine,
  serialConsoleUrl,
  WAIT_FAILED,
  WAIT_MAX_FAILURES,
  WAIT_POLL_MS,
  WAIT_POLL_SLOW_MS,
  WAIT_SLOW_AFTER,
  type InstanceRunState,
  type SerialConsoleInput,
  type SocketLike,
} from '~/machines/compute/serial-console.machine'

/** A WebSocket the test drives: it records what the machine does and lets the test play the server. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = []
  binaryType = 'blob'
  readyState = 0
  sent: string[] = []
  closedWith: number | undefined
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  onclose: SocketLike['onclose'] = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: ArrayBuffer) {
    this.sent.push(new TextDecoder().decode(data))
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
  }
  // the server's side
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(data: string | ArrayBuffer) {
    this.onmessage?.({ data })
  }
  fail() {
    this.onerror?.({})
  }
  end(code: number, reason = '') {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }
}

const bytes = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer
const latest = () => FakeSocket.all.at(-1)!

const BOOTED = new Date('2026-01-01T00:00:00Z')

/** The instance as the machine's reads find it; the test moves it through its states. */
const rack = {
  runState: 'running' as InstanceState,
  since: BOOTED,
  reads: 0,
  fail: false,
  set(runState: InstanceState) {
    this.runState = runState
    this.since = new Date(this.since.getTime() + 1000)
  },
}

const testMachine = serialConsoleMachine.provide({
  actors: {
    readInstance: fromPromise<InstanceRunState, { project: string; instance: string }>(async () => {
      rack.reads++
      if (rack.fail) throw new Error('Service Unavailable')
      return { runState: rack.runState, timeRunStateUpdated: rack.since }
    }),
  },
})

/** Lets a read's answer land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(input: Partial<SerialConsoleInput> = {}) {
  const actor = createActor(testMachine, {
    input: {
      project: 'mock-project',
      instance: 'db1',
      url: 'wss://rack.example/stream',
      WebSocket: FakeSocket,
      runState: rack.runState,
      runStateSince: rack.since,
      ...input,
    },
  })
  actor.start()
  const props = () => connectSerialConsole(actor.getSnapshot(), actor.send)
  const text = () => props().output.chunks.map((c) => new TextDecoder().decode(c)).join('')
  return { actor, props, text }
}

afterEach(() => {
  FakeSocket.all = []
  Object.assign(rack, { runState: 'running', since: BOOTED, reads: 0, fail: false })
  vi.useRealTimers()
})

describe('the stream URL', () => {
  test('is secure unless the page is plain http, and sends the project with a named instance', () => {
    const https = { protocol: 'https:', host: 'console.example' }
    expect(serialConsoleUrl({ instance: 'db1', project: 'mock-project', location: https })).toBe(
      'wss://console.example/v1/instances/db1/serial-console/stream?most_recent=262144&project=mock-project',
    )
    expect(serialConsoleUrl({ instance: 'db1', project: 'p', location: { protocol: 'http:', host: 'localhost:4173' } })).toMatch(
      /^ws:\/\/localhost:4173\//,
    )
    // Anything but plain http (a file, an app shell) stays secure.
    expect(serialConsoleUrl({ instance: 'db1', project: 'p', location: { protocol: 'foo:', host: 'h' } })).toMatch(/^wss:/)
  })

  test('an instance id needs no project', () => {
    const id = '6a1e5b1c-0000-4000-8000-000000000000'
    const url = serialConsoleUrl({ instance: id, project: 'p', location: { protocol: 'https:', host: 'h' } })
    expect(url).toBe(`wss://h/v1/instances/${id}/serial-console/stream?most_recent=262144`)
  })

  test('by default comes from the page location', () => {
    start({ url: undefined, location: { protocol: 'https:', host: 'rack.example' } })
    expect(latest().url).toBe('wss://rack.example/v1/instances/db1/serial-console/stream?most_recent=262144&project=mock-project')
  })
})

describe('a session', () => {
  test('connects, shows what the console prints and sends keystrokes as binary frames', () => {
    const { props, text } = start()
    expect(props()).toMatchObject({ status: 'connecting', statusLabel: 'Connecting…', canType: false, canReconnect: false })
    expect(latest().binaryType).toBe('arraybuffer')

    latest().open()
    expect(props()).toMatchObject({ status: 'connected', statusLabel: 'Connected', canType: true, canReconnect: true })

    latest().receive(bytes('Ubuntu 24.04 db1 ttyS0\r\n'))
    latest().receive('db1 login: ')
    expect(text()).toBe('Ubuntu 24.04 db1 ttyS0\r\ndb1 login: ')

    props().send('root\r')
    expect(latest().sent).toEqual(['root\r'])
  })

  test('keystrokes before the socket opens go nowhere', () => {
    const { props } = start()
    props().send('x')
    expect(latest().sent).toEqual([])
  })

  test('a normal close from the server is Closed, with its reason if any', async () => {
    const { props } = start()
    latest().open()
    latest().end(1000, 'instance stopped')
    await settle()
    expect(props()).toMatchObject({ status: 'closed', statusLabel: 'Closed', message: 'Instance stopped', canType: false })
  })

  test('a refusal (opened, then closed with an error code) is an Error with the server’s reason', async () => {
    const { props } = start()
    latest().open()
    latest().end(1011, 'instance is stopped and has no active serial console server')
    await settle()
    expect(props()).toMatchObject({
      status: 'error',
      statusLabel: 'Error',
      message: 'Instance is stopped and has no active serial console server',
      canReconnect: true,
    })
  })

  test('a Forbidden refusal reads as the API’s message for it', async () => {
    const { props } = start()
    latest().open()
    latest().end(1011, 'Forbidden')
    await settle()
    expect(props()).toMatchObject({ status: 'error', message: 'Action not authorized' })
  })

  test('a socket that never opens is an Error', async () => {
    const { props } = start()
    latest().fail()
    latest().end(1006)
    await settle()
    expect(props()).toMatchObject({ status: 'error', message: CONNECT_FAILED })
  })

  test('a dropped connection says so', async () => {
    const { props } = start()
    latest().open()
    latest().fail()
    latest().end(1006)
    await settle()
    expect(props()).toMatchObject({ status: 'error', message: 'The connection was lost (code 1006)' })
  })

  test('a server that never answers times out', () => {
    vi.useFakeTimers()
    const { props } = start()
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1)
    expect(props().status).toBe('connecting')
    vi.advanceTimersByTime(1)
    expect(props()).toMatchObject({ status: 'error', message: CONNECT_TIMED_OUT })
    expect(latest().closedWith).toBe(1000)
  })

  test('a constructor that throws is an Error, not a crash', async () => {
    const Throwing = class {
      constructor() {
        throw new SyntaxError('bad url')
      }
    } as unknown as typeof FakeSocket
    const { props } = start({ WebSocket: Throwing })
    await settle()
    expect(props()).toMatchObject({ status: 'error', message: CONNECT_FAILED })
  })
})

describe('reconnecting', () => {
  test('opens a new socket with a new, empty session', async () => {
    const { props, text } = start()
    const first = latest()
    first.open()
    first.receive('old output')
    first.end(1011, 'gone')
    await settle()
    expect(props()).toMatchObject({ status: 'error', output: { session: 1 } })

    props().reconnect()
    expect(FakeSocket.all).toHaveLength(2)
    expect(props()).toMatchObject({ status: 'connecting', message: undefined, output: { session: 2, chunks: [] } })
    expect(text()).toBe('')

    latest().open()
    latest().receive('new output')
    expect(text()).toBe('new output')
    // The old socket's late events are not heard.
    first.receive('stale')
    expect(text()).toBe('new output')
  })

  test('while connected closes the old socket first', () => {
    const { actor } = start()
    const first = latest()
    first.open()
    actor.send({ type: 'RECONNECT' })
    expect(first.closedWith).toBe(1000)
    expect(FakeSocket.all).toHaveLength(2)
  })
})

describe('waiting for the instance to run', () => {
  test('a starting instance: waiting, with its run state; it connects by itself once running', async () => {
    vi.useFakeTimers()
    rack.set('starting')
    const { props } = start()
    expect(props()).toMatchObject({
      status: 'waiting',
      statusLabel: 'Waiting for the instance to start…',
      runState: 'starting',
      message: 'The instance is starting. The console connects by itself when it is running.',
      canType: false,
      canReconnect: false,
    })
    expect(FakeSocket.all).toHaveLength(0)

    // Still starting: it reads again after a pause, no socket yet.
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(rack.reads).toBe(1)
    expect(props().status).toBe('waiting')
    expect(FakeSocket.all).toHaveLength(0)

    rack.set('running')
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(rack.reads).toBe(2)
    expect(FakeSocket.all).toHaveLength(1)
    expect(props()).toMatchObject({ status: 'connecting', runState: 'running', output: { session: 1 } })
    latest().open()
    latest().receive('BdsDxe: loading Boot0001')
    expect(props()).toMatchObject({ status: 'connected', canType: true })
    expect(new TextDecoder().decode(props().output.chunks[0])).toBe('BdsDxe: loading Boot0001')
  })

  test('a creating instance waits too, and so does a rebooting one', () => {
    for (const runState of ['creating', 'rebooting'] as const) {
      const { props, actor } = start({ runState })
      expect(props()).toMatchObject({ status: 'waiting', runState })
      actor.stop()
    }
    expect(FakeSocket.all).toHaveLength(0)
  })

  test('reboot: the socket closes, it waits for running again and reconnects by itself in a new session', async () => {
    vi.useFakeTimers()
    const { props } = start()
    const first = latest()
    first.open()
    first.receive('db1 login: ')

    rack.set('rebooting')
    first.end(1000, 'instance is rebooting')
    await vi.advanceTimersByTimeAsync(0)
    // What was printed stays on screen while it waits.
    expect(props()).toMatchObject({ status: 'waiting', runState: 'rebooting', output: { session: 1 } })
    expect(props().message).toBe('The instance is rebooting. The console connects by itself when it is running.')
    expect(FakeSocket.all).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(FakeSocket.all).toHaveLength(1)
    rack.set('running')
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(FakeSocket.all).toHaveLength(2)
    latest().open()
    expect(props()).toMatchObject({ status: 'connected', output: { session: 2, chunks: [] } })
  })

  test('a reboot over before the read: running, but changed since the session began, reconnects at once', async () => {
    const { props } = start()
    latest().open()
    rack.set('rebooting')
    rack.set('running')
    latest().end(1006)
    await settle()
    expect(FakeSocket.all).toHaveLength(2)
    expect(props()).toMatchObject({ status: 'connecting', output: { session: 2 } })
  })

  test('a close while the instance runs on, unchanged, stands: no reconnect loop', async () => {
    const { props } = start()
    latest().open()
    latest().end(1006)
    await settle()
    expect(props().status).toBe('error')
    expect(FakeSocket.all).toHaveLength(1)
  })

  test('an instance that stops while waited for: unavailable, saying why; Reconnect reads it again', async () => {
    vi.useFakeTimers()
    rack.set('starting')
    const { props } = start()
    rack.set('stopped')
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(props()).toMatchObject({ status: 'unavailable', statusLabel: 'Unavailable', runState: 'stopped', canReconnect: true })
    expect(props().message).toMatch(/^This instance is stopped\. /)
    const reads = rack.reads
    await vi.advanceTimersByTimeAsync(10 * WAIT_POLL_MS)
    expect(rack.reads).toBe(reads)

    rack.set('running')
    props().reconnect()
    await vi.advanceTimersByTimeAsync(0)
    expect(FakeSocket.all).toHaveLength(1)
    expect(props().status).toBe('connecting')
  })

  test('reads that keep failing end the wait with an error', async () => {
    vi.useFakeTimers()
    rack.set('starting')
    rack.fail = true
    const { props } = start()
    await vi.advanceTimersByTimeAsync((WAIT_MAX_FAILURES - 1) * WAIT_POLL_MS)
    expect(props().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(props()).toMatchObject({ status: 'error', message: `${WAIT_FAILED}: Service Unavailable` })
    expect(rack.reads).toBe(WAIT_MAX_FAILURES)
  })

  test('a long boot is read less often, never in a tight loop', async () => {
    vi.useFakeTimers()
    rack.set('starting')
    start()
    await vi.advanceTimersByTimeAsync(WAIT_SLOW_AFTER * WAIT_POLL_MS)
    expect(rack.reads).toBe(WAIT_SLOW_AFTER)
    await vi.advanceTimersByTimeAsync(WAIT_POLL_SLOW_MS - 1)
    expect(rack.reads).toBe(WAIT_SLOW_AFTER)
    await vi.advanceTimersByTimeAsync(1)
    expect(rack.reads).toBe(WAIT_SLOW_AFTER + 1)
  })
})

describe('leaving the page', () => {
  test('stopping the machine closes the socket', () => {
    const { actor } = start()
    latest().open()
    actor.stop()
    expect(latest().closedWith).toBe(1000)
  })

  test('a socket still connecting is closed too', () => {
    const { actor } = start()
    actor.stop()
    expect(latest().closedWith).toBe(1000)
  })

  test('leaving while waiting stops the reads and opens nothing', async () => {
    vi.useFakeTimers()
    rack.set('starting')
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(WAIT_POLL_MS)
    expect(rack.reads).toBe(1)
    actor.stop()
    rack.set('running')
    await vi.advanceTimersByTimeAsync(20 * WAIT_POLL_MS)
    expect(rack.reads).toBe(1)
    expect(FakeSocket.all).toHaveLength(0)
  })

  test('leaving while a reboot is waited for stops the reads too', async () => {
    vi.useFakeTimers()
    const { actor } = start()
    latest().open()
    rack.set('rebooting')
    latest().end(1000, 'instance is rebooting')
    await vi.advanceTimersByTimeAsync(0)
    const reads = rack.reads
    actor.stop()
    rack.set('running')
    await vi.advanceTimersByTimeAsync(20 * WAIT_POLL_MS)
    expect(rack.reads).toBe(reads)
    expect(FakeSocket.all).toHaveLength(1)
  })
})

test('output beyond the cap drops the oldest chunks and counts them', () => {
  const { props } = start()
  latest().open()
  const chunk = new Uint8Array(MAX_BUFFER_BYTES / 4).buffer
  for (let i = 0; i < 6; i++) latest().receive(chunk)
  expect(props().output.chunks).toHaveLength(4)
  expect(props().output.dropped).toBe(2)
})

// ---- reading the console back ----

const at = new Date(2026, 10, 24, 9, 5, 7)

describe('serial log', () => {
  it('marks a reconnect with the local time', () => {
    expect(clockTime(at)).toBe('09:05:07')
    expect(reconnectMarker(at)).toBe('── reconnected at 09:05:07 ──')
  })

  it('names the file after the instance and the local time, without colons', () => {
    expect(serialLogFileName('db1', at)).toBe('db1-serial-2026-11-24T09-05-07.txt')
  })

  it('joins wrapped rows, trims trailing blanks and the empty rows below the output', () => {
    const rows = [
      { text: 'Linux version 6.1   ', wrapped: false },
      { text: 'a long line that ', wrapped: false },
      { text: 'wrapped', wrapped: true },
      { text: '', wrapped: false },
      { text: 'db1 login: ', wrapped: false },
      { text: '    ', wrapped: false },
      { text: '', wrapped: false },
    ]
    expect(scrollbackText(rows)).toBe('Linux version 6.1\na long line that wrapped\n\ndb1 login:\n')
    expect(scrollbackText([{ text: '  ', wrapped: false }])).toBe('')
  })
})
