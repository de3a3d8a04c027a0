import type { SnapshotFrom } from 'xstate'
import type { CodeUpdateEvent, codeUpdateMachine } from './code-update.machine'
import { CODE_UPDATE_TEXT } from './code-update.rules'

const STEPS = ['checking', 'newVersion', 'reloading', 'unreachable', 'failed', 'retrying'] as const

export type CodeUpdateProps = {
  title: string
  body: string
  /** Still finding out, or already loading: nothing to press. */
  busy: boolean
  reload?: () => void
  retry?: () => void
}

export function connectCodeUpdate(
  snapshot: SnapshotFrom<typeof codeUpdateMachine>,
  send: (event: CodeUpdateEvent) => void,
): CodeUpdateProps {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'checking'
  const text = step === 'retrying' ? CODE_UPDATE_TEXT.checking : CODE_UPDATE_TEXT[step]
  return {
    title: text.title,
    body: text.body,
    busy: step === 'checking' || step === 'reloading' || step === 'retrying',
    reload: snapshot.can({ type: 'RELOAD' }) ? () => send({ type: 'RELOAD' }) : undefined,
    retry: snapshot.can({ type: 'RETRY' }) ? () => send({ type: 'RETRY' }) : undefined,
  }
}
