import { enqueueActions, fromCallback, setup } from 'xstate'

export type ToastVariant = 'success' | 'error' | 'info'

export type Toast = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  /** null: stays until dismissed */
  timeoutMs: number | null
}

export type ToastInput = {
  title: string
  description?: string
  variant: ToastVariant
  /** Defaults to TOAST_TIMEOUT_MS; null keeps the toast until dismissed. */
  timeoutMs?: number | null
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
        const toast: Toast = {
          id: `toast-${seq}`,
          title: event.title,
          description: event.description,
          variant: event.variant,
          timeoutMs: event.timeoutMs === undefined ? TOAST_TIMEOUT_MS : event.timeoutMs,
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
