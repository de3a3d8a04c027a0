import type { SnapshotFrom } from 'xstate'
import { safeRedirect, type LoginEvent, type LoginField, type loginMachine } from './login.machine'

export type LoginProps = {
  username: string
  password: string
  /** Shown above the submit button after a failed attempt, until the next one. */
  error?: string
  isSubmitting: boolean
  isSuccess: boolean
  canSubmit: boolean
  /** Where to go once signed in (a same-origin path). */
  redirectTo: string
  change: (field: LoginField, value: string) => void
  submit: () => void
}

export function connectLogin(
  snapshot: SnapshotFrom<typeof loginMachine>,
  send: (event: LoginEvent) => void,
): LoginProps {
  const { context } = snapshot
  return {
    username: context.username,
    password: context.password,
    error: context.error,
    isSubmitting: snapshot.matches('submitting'),
    isSuccess: snapshot.matches('success'),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    redirectTo: snapshot.output?.redirectTo ?? safeRedirect(context.redirectUri),
    change: (field, value) => send({ type: 'CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
  }
}
