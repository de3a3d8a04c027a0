import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useRef } from 'react'
import { cx } from 'styled-system/css'
import { Button } from './Button'
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
import { usePersistentElements } from './toasts'

export type ConfirmDialogProps = {
  open: boolean
  title: string
  message: string
  confirmLabel?: string
  danger?: boolean
  /** The action is running: both buttons wait, Escape does nothing. */
  confirming?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Presentational; ConfirmProvider drives it from the confirm machine. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  danger = false,
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const persistentElements = usePersistentElements()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <ArkDialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(d) => !d.open && !confirming && onCancel()}
      closeOnEscape={!confirming}
      // The safe choice gets focus first.
      initialFocusEl={() => cancelRef.current}
      persistentElements={persistentElements}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={centeredPositioner}>
          <ArkDialog.Content className={cx(dialogContent, dialogWidths.narrow)}>
            <div className={headerClass}>
              <ArkDialog.Title className={titleClass}>{title}</ArkDialog.Title>
            </div>
            <ArkDialog.Description className={bodyClass}>{message}</ArkDialog.Description>
            <div className={footerClass}>
              <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={confirming}>
                Cancel
              </Button>
              <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={confirming}>
                {confirmLabel}
              </Button>
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
