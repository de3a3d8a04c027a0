import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { toastMachine } from '~/machines/shared/toast.machine'

export type ToastActor = ActorRefFrom<typeof toastMachine>

export const ToastContext = createContext<ToastActor | null>(null)

/** The app's toast actor, for reading the list or dismissing by id. */
export function useToastActor(): ToastActor {
  const actor = useContext(ToastContext)
  if (!actor) throw new Error('useToast must be used inside <ToastProvider>')
  return actor
}
