import { useBlocker } from '@tanstack/react-router'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { connectForm } from '~/machines/shared/form.connect'
import type { FormMachine } from '~/machines/shared/form.machine'
import { ConfirmDialog } from '~/views/ui'

export type LeaveGuardProps = {
  /** Read when a navigation starts, and on reload or tab close: whether to ask first. */
  shouldBlock: () => boolean
  title: string
  message: string
  confirmLabel: string
  /** Leaving is under way (e.g. the upload is being cancelled): the dialog waits. */
  confirming?: boolean
  /** Runs once the user chose to leave, before the page is left (e.g. cancel and clean up). */
  beforeLeave?: () => Promise<void>
}

/**
 * Asks before a page with work in it is left: in-app with the confirm dialog,
 * on reload or tab close with the browser's own prompt. `shouldBlock` is read
 * live, so the navigation after a finished flow is never held up.
 */
export function LeaveGuard({ shouldBlock, title, message, confirmLabel, confirming, beforeLeave }: LeaveGuardProps) {
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true })
  const leave = async () => {
    await beforeLeave?.()
    blocker.proceed?.()
  }
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger
      confirming={confirming}
      onConfirm={() => void leave()}
      onCancel={() => blocker.reset?.()}
    />
  )
}

/** A form machine holds unsaved input: it was changed and not (yet) saved. */
export function hasUnsavedInput(form: AnyActorRef): boolean {
  const snapshot = (form as ActorRefFrom<FormMachine<object, unknown>>).getSnapshot()
  return snapshot.status !== 'done' && connectForm(snapshot, () => {}).isDirty
}
