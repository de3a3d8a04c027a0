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
