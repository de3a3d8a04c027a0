// The serial console's props for the page (connectSerialConsole), and reading
// the console back: the line marking a reconnect, the text of the terminal's
// scrollback, and the name a downloaded log is saved under.
import type { SnapshotFrom } from 'xstate'
import type { InstanceState } from '~/api'
import type { SerialConsoleEvent, SerialConsoleMachine } from './serial-console.machine'

export type SerialConsoleStatus = 'waiting' | 'connecting' | 'connected' | 'closed' | 'error' | 'unavailable'

/** What the terminal draws: this session's output, addressed so it can catch up. */
export type SerialOutput = {
  /** changes on reconnect: the terminal marks where the new connection starts */
  session: number
  chunks: Uint8Array[]
  /** index of chunks[0] among every chunk of the session */
  dropped: number
}

export type SerialConsoleProps = {
  status: SerialConsoleStatus
  /** 'Waiting for the instance to start…', 'Connecting…', 'Connected', 'Closed', 'Error', 'Unavailable' */
  statusLabel: string
  /** the instance's run state as last read */
  runState: InstanceState
  /**
   * why it failed (error), the server's reason for closing (closed), why
   * there is no console (unavailable), or what it waits for (waiting)
   */
  message?: string
  output: SerialOutput
  /** keystrokes reach the instance only while connected */
  canType: boolean
  canReconnect: boolean
  send: (data: string) => void
  reconnect: () => void
}

const LABELS: Record<SerialConsoleStatus, string> = {
  waiting: 'Waiting for the instance to start…',
  connecting: 'Connecting…',
  connected: 'Connected',
  closed: 'Closed',
  error: 'Error',
  unavailable: 'Unavailable',
}

/** What a waiting console tells the user: where the instance is, and that nothing needs doing. */
export const waitingMessage = (runState: InstanceState) =>
  `The instance is ${runState}. The console connects by itself when it is running.`

function statusOf(snapshot: SnapshotFrom<SerialConsoleMachine>): SerialConsoleStatus {
  if (snapshot.matches({ session: 'connected' })) return 'connected'
  // A close being looked into is on its way to a reconnect, a wait or the close itself.
  if (snapshot.matches('session') || snapshot.matches('checking') || snapshot.matches('starting')) return 'connecting'
  if (snapshot.matches('waiting')) return 'waiting'
  if (snapshot.matches('closed')) return 'closed'
  if (snapshot.matches('unavailable')) return 'unavailable'
  return 'error'
}

function messageOf(status: SerialConsoleStatus, context: SnapshotFrom<SerialConsoleMachine>['context']) {
  switch (status) {
    case 'error':
      return context.error
    case 'closed':
      return context.closeReason
    case 'unavailable':
      return context.unavailable
    case 'waiting':
      return waitingMessage(context.runState)
    default:
      return undefined
  }
}

export function connectSerialConsole(
  snapshot: SnapshotFrom<SerialConsoleMachine>,
  send: (event: SerialConsoleEvent) => void,
): SerialConsoleProps {
  const { session, chunks, dropped, runState } = snapshot.context
  const status = statusOf(snapshot)
  return {
    status,
    statusLabel: LABELS[status],
    runState,
    message: messageOf(status, snapshot.context),
    output: { session, chunks, dropped },
    canType: status === 'connected',
    // Waiting ends by itself; a reconnect then would only race it.
    canReconnect: status !== 'connecting' && status !== 'waiting',
    send: (data) => send({ type: 'SEND', data }),
    reconnect: () => send({ type: 'RECONNECT' }),
  }
}

// ---- reading the console back ----------------------------------------------------

const two = (n: number) => String(n).padStart(2, '0')

/** HH:MM:SS in the browser's zone: when the reconnect happened, on the operator's clock. */
export const clockTime = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`

/** The marker written into the output where a new connection's output starts. */
export const reconnectMarker = (d: Date) => `── reconnected at ${clockTime(d)} ──`

/** `db1-serial-2026-11-24T16-40-12.txt`: local time, no characters file systems refuse. */
export function serialLogFileName(instance: string, d: Date): string {
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  const time = `${two(d.getHours())}-${two(d.getMinutes())}-${two(d.getSeconds())}`
  return `${instance}-serial-${date}T${time}.txt`
}

/** A terminal row as its buffer holds it: its text, and whether it continues the row above (a wrapped line). */
export type BufferRow = { text: string; wrapped: boolean }

/**
 * The scrollback as text: wrapped rows joined back into their line, trailing
 * blanks trimmed, and the empty rows below the last output left out.
 */
export function scrollbackText(rows: readonly BufferRow[]): string {
  const lines: string[] = []
  for (const row of rows) {
    if (row.wrapped && lines.length > 0) lines[lines.length - 1] += row.text
    else lines.push(row.text)
  }
  const trimmed = lines.map((l) => l.replace(/\s+$/, ''))
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop()
  return trimmed.length ? `${trimmed.join('\n')}\n` : ''
}
