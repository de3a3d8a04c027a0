import { useActorRef } from '@xstate/react'
import { useCallback, type ReactNode } from 'react'
import { toastMachine, type ToastInput } from '~/machines/shared/toast.machine'
import { ToastContext, useToastActor } from './toastContext'
import { Toaster } from './Toaster'

/** One toast list for the app; its timers end when the provider unmounts. */
export function ToastProvider({ children, toaster = true }: { children: ReactNode; toaster?: boolean }) {
  const actor = useActorRef(toastMachine)
  return (
    <ToastContext.Provider value={actor}>
      {children}
      {toaster && <Toaster />}
    </ToastContext.Provider>
  )
}

/** Returns `add`, which shows a toast and returns its id. */
export function useToast(): (toast: ToastInput) => string {
  const actor = useToastActor()
  return useCallback(
    (toast: ToastInput) => {
      actor.send({ type: 'ADD', ...toast })
      // The actor handles the event synchronously: the new toast is the last.
      const toasts = actor.getSnapshot().context.toasts
      return toasts[toasts.length - 1].id
    },
    [actor],
  )
}
