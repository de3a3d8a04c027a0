import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { buttonClass } from './Button'
import {
  backdropClass,
  bodyClass,
  centeredPositioner,
  dialogContent,
  dialogWidths,
  footerClass,
  headerClass,
  titleClass,
} from './dialogStyles'
import { CloseIcon } from './icons'
import { usePersistentElements } from './toasts'

export type DialogProps = {
  open: boolean
  /** Called when the user closes it (close button, Escape, backdrop). */
  onClose?: () => void
  /** Same, in Ark's shape: called with false on close. */
  onOpenChange?: (open: boolean) => void
  title: string
  children: ReactNode
  footer?: ReactNode
  /** narrow 24rem, medium 28rem, free 24–48rem by content, or any CSS width. */
  width?: 'narrow' | 'medium' | 'free' | (string & {})
}

const namedWidths = ['narrow', 'medium', 'free'] as const

/** A plain centred modal for information; use SideModalForm for forms and ConfirmDialog for confirmations. */
export function Dialog({ open, onClose, onOpenChange, title, children, footer, width = 'medium' }: DialogProps) {
  const persistentElements = usePersistentElements()
  const named = namedWidths.find((w) => w === width) ?? null
  const close = () => {
    onOpenChange?.(false)
    onClose?.()
  }
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => !d.open && close()} persistentElements={persistentElements} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={centeredPositioner}>
          <ArkDialog.Content
            className={cx(dialogContent, named ? dialogWidths[named] : dialogWidths.custom)}
            style={named ? undefined : { width }}
          >
            <div className={headerClass}>
              <ArkDialog.Title className={titleClass}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger aria-label="Close" className={buttonClass({ variant: 'ghost', size: 'icon' })}>
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className={bodyClass}>{children}</div>
            {footer && <div className={footerClass}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
