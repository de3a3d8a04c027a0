import { enqueueActions, fromCallback, setup } from 'xstate'
import type { ErrorDetails } from '~/api'

export type ToastVariant = 'success' | 'error' | 'info'

export type Toast = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  /** null: stays until dismissed */
  timeoutMs: number | null
  /** What the server said about the failed call(s), offered under a "Details" button. */
  details?: readonly ErrorDetails[]
}

export type ToastInput = {
  title: string
  description?: string
  variant: ToastVariant
  /**
   * Defaults to TOAST_TIMEOUT_MS, or to null (until dismissed) for a toast
   * with details: someone may have to reach it by keyboard and copy them.
   */
  timeoutMs?: number | null
  /** A failed call's details (or several); a toast without any has no "Details" button. */
  details?: ErrorDetails | readonly ErrorDetails[]
}

/** The details as a list; none is no list. */
function detailList(details: ToastInput['details']): readonly ErrorDetails[] | undefined {
  if (details === undefined) return undefined
  const list = 'message' in details ? [details] : details
  return list.length > 0 ? list : undefined
}

export type ToastEvent = ({ type: 'ADD' } & ToastInput) | { type: 'DISMISS'; id: string } | { type: 'CLEAR' }

export const TOAST_TIMEOUT_MS = 5000

type Context = { toasts: Toast[]; seq: number }

// One timer per toast, spawned as a child so that stopping the machine (or
// dismissing the toast early) clears it: no stray timeouts after unmount.
const dismissTimer = fromCallback<{ type: 'noop' }, { id: string; ms: number }>(({ sendBack, input }) => {
  const t = setTimeout(() => sendBack({ type: 'DISMISS', id: input.id }), input.ms)
  return () => clearTimeout(t)
})

const timerId = (toastId: string) => `timer:${toastId}`

export const toastMachine = setup({
  types: {} as { context: Context; events: ToastEvent },
  actors: { dismissTimer },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], seq: 0 },
  on: {
    ADD: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const seq = context.seq + 1
        const details = detailList(event.details)
        const toast: Toast = {
          id: `toast-${seq}`,
          title: event.title,
          description: event.description,
          variant: event.variant,
          timeoutMs: event.timeoutMs !== undefined ? event.timeoutMs : details ? null : TOAST_TIMEOUT_MS,
          ...(details ? { details } : {}),
        }
        enqueue.assign({ seq, toasts: [...context.toasts, toast] })
        if (toast.timeoutMs !== null) {
          enqueue.spawnChild('dismissTimer', {
            id: timerId(toast.id),
            input: { id: toast.id, ms: toast.timeoutMs },
          })
        }
      }),
    },
    DISMISS: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (!context.toasts.some((t) => t.id === event.id)) return
        enqueue.stopChild(timerId(event.id))
        enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) })
      }),
    },
    CLEAR: {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const t of context.toasts) enqueue.stopChild(timerId(t.id))
        enqueue.assign({ toasts: [] })
      }),
    },
  },
})
