import { useEffect, useState, useCallback, useContext } from 'react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from './Button'
import { CheckIcon, CopyIcon } from './icons'
import { type ToastInput } from '~/machines/shared/toast.machine'
import { type ActionItem } from './ActionMenu'
import { ToastContext } from './toasts'

/** How long the 'Copied' confirmation stays. */
export const COPY_CONFIRM_MS = 2000

export type CopyToClipboardProps = {
  text: string
  /** Accessible name before copying: what is copied ('Copy instance ID'), never just 'Copy'. */
  label: string
}

// An attribute selector, so it beats the ghost button's colour whatever the CSS order.
const copiedClass = css({ '&[data-copied]': { color: 'accent' } })

export function CopyToClipboard({ text, label }: CopyToClipboardProps) {
  // 0: not copied. Otherwise counts copies, so copying again restarts the 2 s.
  const [copied, setCopied] = useState(0)
  const done = copied > 0

  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(0), COPY_CONFIRM_MS)
    return () => clearTimeout(t)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied((n) => n + 1)
    } catch {
      // No clipboard (insecure origin, denied permission): nothing was copied, so say nothing.
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={done ? 'Copied' : label}
      title={done ? 'Copied' : label}
      data-copied={done || undefined}
      className={cx(buttonClass({ variant: 'ghost', size: 'icon' }), copiedClass)}
    >
      {done ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-live="polite" className={css({ srOnly: true })}>
        {done ? 'Copied' : ''}
      </span>
    </button>
  )
}

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
