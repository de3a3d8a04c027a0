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

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  footer?: ReactNode
  width?: 'narrow' | 'medium'
}

/** A plain centred modal for information; use SideModalForm for forms and ConfirmDialog for confirmations. */
export function Dialog({ open, onClose, title, children, footer, width = 'medium' }: DialogProps) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={centeredPositioner}>
          <ArkDialog.Content className={cx(dialogContent, dialogWidths[width])}>
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
