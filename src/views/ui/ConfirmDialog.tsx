import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { countLabel, type DependentGroup } from '~/machines/shared/delete-impact.rules'
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

/** A link to an in-app page (the router's, given by the app: this folder does not import the router). */
export type RenderLink = (to: string, children: string) => ReactNode

export type ConfirmDialogProps = {
  open: boolean
  title: string
  message: string
  /** What depends on the resource: a count per kind, each item named (and linked). */
  dependents?: DependentGroup[]
  /** Why the action would be refused: the confirm button is disabled and says so. */
  refusal?: string
  renderLink?: RenderLink
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
  dependents = [],
  refusal,
  renderLink = (_to, children) => children,
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
            {dependents.length > 0 && (
              <div className={cx(bodyClass, dependentsClass)}>
                {dependents.map((g) => (
                  <section key={g.noun} aria-label={countLabel(g)}>
                    <h3 className={groupHead}>
                      {countLabel(g)}
                      {g.relation ? ` ${g.relation}` : ''}
                    </h3>
                    <ul className={itemList}>
                      {g.items.slice(0, SHOWN).map((item) => (
                        <li key={item.name}>{item.to ? renderLink(item.to, item.name) : item.name}</li>
                      ))}
                      {g.items.length > SHOWN && <li>and {g.items.length - SHOWN} more</li>}
                    </ul>
                  </section>
                ))}
              </div>
            )}
            <div className={footerClass}>
              <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={confirming}>
                Cancel
              </Button>
              <Button
                variant={danger ? 'danger' : 'primary'}
                onClick={onConfirm}
                loading={confirming}
                disabled={!!refusal}
                disabledReason={refusal}
              >
                {confirmLabel}
              </Button>
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** Items named per kind; the count says the rest. */
const SHOWN = 8
const dependentsClass = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '0', maxH: '16rem', overflowY: 'auto' })
const groupHead = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })
const itemList = css({ display: 'flex', flexWrap: 'wrap', gap: '1', columnGap: '3', fontSize: 'sm', color: 'fgMuted', '& a': { color: 'accent', textDecoration: 'underline' } })
