// The copy button on its own: nothing here reaches the toasts, so the toasts'
// own details (and anything they draw) can use it.
import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from './Button'
import { CheckIcon, CopyIcon } from './icons'

/** How long the 'Copied' confirmation stays. */
export const COPY_CONFIRM_MS = 2000

export type CopyToClipboardProps = {
  text: string
  /** Accessible name before copying: what is copied ('Copy instance ID'), never just 'Copy'. */
  label: string
  /** A small button showing its label ('Copy details') rather than an icon alone. */
  showLabel?: boolean
}

// An attribute selector, so it beats the ghost button's colour whatever the CSS order.
const copiedClass = css({ '&[data-copied]': { color: 'accent' } })

export function CopyToClipboard({ text, label, showLabel = false }: CopyToClipboardProps) {
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
      // With its label shown, the name stays the label (the live region says it was copied).
      aria-label={showLabel ? label : done ? 'Copied' : label}
      title={showLabel ? undefined : done ? 'Copied' : label}
      data-copied={done || undefined}
      className={cx(buttonClass(showLabel ? { variant: 'secondary', size: 'sm' } : { variant: 'ghost', size: 'icon' }), copiedClass)}
    >
      {done ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      {showLabel && (done ? 'Copied' : label)}
      <span aria-live="polite" className={css({ srOnly: true })}>
        {done ? 'Copied' : ''}
      </span>
    </button>
  )
}
