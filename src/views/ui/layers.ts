import { useContext } from 'react'
import { ToastContext } from './toastContext'

// Toasts sit outside every modal. Dialogs list the toaster as persistent so a
// click on a toast neither closes the dialog nor is blocked by it.
export const TOASTER_ATTR = 'data-toaster'

const toaster = [() => document.querySelector(`[${TOASTER_ATTR}]`)]

/**
 * The dialog's persistent elements. Only inside a ToastProvider: zag waits for
 * each listed element to exist, and a wait that never ends rejects unhandled.
 */
export function usePersistentElements() {
  return useContext(ToastContext) ? toaster : undefined
}
