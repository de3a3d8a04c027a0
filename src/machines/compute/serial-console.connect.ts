// The serial console's props for the page (connectSerialConsole), and reading
// the console back: the line marking a reconnect, the text of the terminal's
// scrollback, and the name a downloaded log is saved under.
import type { SnapshotFrom } from 'xstate'
import type { SerialConsoleEvent, SerialConsoleMachine } from './serial-console.machine'

export type SerialConsoleStatus = 'connecting' | 'connected' | 'closed' | 'error'

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
  /** 'Connecting…', 'Connected', 'Closed', 'Error' */
  statusLabel: string
  /** why it failed (error), or the server's reason for closing (closed) */
  message?: string
  output: SerialOutput
  /** keystrokes reach the instance only while connected */
  canType: boolean
  canReconnect: boolean
  send: (data: string) => void
  reconnect: () => void
}

const LABELS: Record<SerialConsoleStatus, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  closed: 'Closed',
  error: 'Error',
}

export function connectSerialConsole(
  snapshot: SnapshotFrom<SerialConsoleMachine>,
  send: (event: SerialConsoleEvent) => void,
): SerialConsoleProps {
  const { session, chunks, dropped, error, closeReason } = snapshot.context
  const status: SerialConsoleStatus = snapshot.matches({ session: 'connected' })
    ? 'connected'
    : snapshot.matches('session')
      ? 'connecting'
      : snapshot.matches('closed')
        ? 'closed'
        : 'error'
  return {
    status,
    statusLabel: LABELS[status],
    message: status === 'error' ? error : status === 'closed' ? closeReason : undefined,
    output: { session, chunks, dropped },
    canType: status === 'connected',
    canReconnect: status !== 'connecting',
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
