import { useCallback, useContext } from 'react'
import { COPY_CONFIRM_MS } from './CopyButton'
import { type ToastInput } from '~/machines/shared/toast.machine'
import { type ActionItem } from './ActionMenu'
import { ToastContext } from './toasts'

export { COPY_CONFIRM_MS, CopyToClipboard, type CopyToClipboardProps } from './CopyButton'

/**
 * 'Copy ID' and 'Copy name', first in a row's menu. The menu
 * closes on select, so the 2 s "Copied" confirmation is a toast of
 * that length, naming what was copied.
 */
export function useCopyItems(): (row: { id?: string; name?: string }) => ActionItem[] {
  // Read directly, not with useToast: a table drawn outside the app's providers (a view's test) still draws.
  const toasts = useContext(ToastContext)
  return useCallback(
    ({ id, name }) => {
      const addToast = (toast: ToastInput) => toasts?.send({ type: 'ADD', ...toast })
      const copy = (text: string, what: string) => () => {
        navigator.clipboard.writeText(text).then(
          () => addToast({ variant: 'success', title: 'Copied', description: `${what}: ${text}`, timeoutMs: COPY_CONFIRM_MS }),
          // No clipboard (insecure origin, denied permission): nothing was copied, and it says so.
          () => addToast({ variant: 'error', title: 'Could not copy', description: `The browser refused the clipboard` }),
        )
      }
      return [
        ...(id ? [{ label: 'Copy ID', onSelect: copy(id, 'ID') }] : []),
        ...(name ? [{ label: 'Copy name', onSelect: copy(name, 'Name') }] : []),
      ]
    },
    [toasts],
  )
}
