import type { SnapshotFrom } from 'xstate'
import type { LogoutEvent, logoutMachine } from './logout.machine'

export type LogoutProps = {
  isLoggingOut: boolean
  /** Session ended (or the call failed): the view goes to the login page. */
  isDone: boolean
  error?: string
  logout: () => void
}

export function connectLogout(
  snapshot: SnapshotFrom<typeof logoutMachine>,
  send: (event: LogoutEvent) => void,
): LogoutProps {
  return {
    isLoggingOut: snapshot.matches('loggingOut'),
    isDone: snapshot.matches('done'),
    error: snapshot.context.error,
    logout: () => send({ type: 'LOGOUT' }),
  }
}
