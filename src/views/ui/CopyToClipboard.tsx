import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from './Button'
import { CheckIcon, CopyIcon } from './icons'

/** How long the 'Copied' confirmation stays (spec §9). */
export const COPY_CONFIRM_MS = 2000

export type CopyToClipboardProps = {
  text: string
  /** Accessible name before copying. */
  label?: string
}

const copied = css({ color: 'accent' })

export function CopyToClipboard({ text, label = 'Copy to clipboard' }: CopyToClipboardProps) {
  // Counts copies so that copying again restarts the confirmation.
  const [copies, setCopies] = useState(0)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (copies === 0) return
    setDone(true)
    const t = setTimeout(() => setDone(false), COPY_CONFIRM_MS)
    return () => clearTimeout(t)
  }, [copies])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopies((n) => n + 1)
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
      className={cx(buttonClass({ variant: 'ghost', size: 'icon' }), done && copied)}
    >
      {done ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-live="polite" className={css({ srOnly: true })}>
        {done ? 'Copied' : ''}
      </span>
    </button>
  )
}
