import type { MouseEvent, ReactNode } from 'react'
import type { Download } from '~/machines/system/support-bundles'
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from '~/views/ui'

type Props = {
  download: Download
  /**
   * Given (the preview build): the bytes come through the API client and the
   * browser saves them from an object URL. Not given (Nexus): the link itself
   * is the download, and the browser streams it to disk.
   */
  readBlob?: () => Promise<Blob>
  /** Why it cannot be downloaded now; the link is then a disabled button saying so. */
  disabledReason?: string
  variant?: ButtonVariant
  size?: ButtonSize
  /** The accessible name, when the visible label does not say what is downloaded. */
  label?: string
  children: ReactNode
}

/** Saves a blob as `name` through the browser's own download. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has taken the URL by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A download through the browser's own download manager (an `<a download>`). */
export function DownloadLink({ download, readBlob, disabledReason, variant = 'secondary', size = 'sm', label, children }: Props) {
  if (disabledReason) {
    return (
      <Button variant={variant} size={size} disabled disabledReason={disabledReason} aria-label={label}>
        {children}
      </Button>
    )
  }
  const onClick = readBlob
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault()
        void readBlob().then((blob) => saveBlob(blob, download.name))
      }
    : undefined
  return (
    <a href={download.url} download={download.name} onClick={onClick} aria-label={label} className={buttonClass({ variant, size })}>
      {children}
    </a>
  )
}
