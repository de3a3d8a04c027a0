import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { buttonClass } from './Button'
import { backdropClass, footerClass, headerClass } from './dialogStyles'
import { CloseIcon } from './icons'
import { usePersistentElements } from './toasts'

export type SideModalProps = {
  open: boolean
  /** Every way of leaving (close button, Escape, backdrop) asks this; the owner decides. */
  onDismiss: () => void
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

const positioner = css({
  position: 'fixed',
  insetY: 0,
  right: 0,
  zIndex: 'modal',
  display: 'flex',
  w: 'full',
  maxW: 'sideModal',
})
const content = css({
  display: 'flex',
  flexDirection: 'column',
  w: 'full',
  h: 'full',
  bg: 'bg',
  color: 'fg',
  borderLeft: '1px solid {colors.borderStrong}',
  boxShadow: '2xl',
  // Focused by script when opened; src/index.css's unlayered :focus-visible ring would win without !important.
  outline: 'none !important',
  '&[data-state=open]': { animation: 'slideInRight 0.2s ease-out' },
})
const title = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  fontWeight: 'medium',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fg',
})
const subtitleClass = css({ mt: '0.5', fontSize: 'xs', color: 'fgMuted' })
const body = css({ flex: 1, overflowY: 'auto', px: '5', py: '5' })

export function SideModal({ open, onDismiss, title: titleText, subtitle, children, footer }: SideModalProps) {
  const persistentElements = usePersistentElements()
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onDismiss()}
      // Focus leaves a modal only by script: going straight from one side-modal
      // route to another (Back, Forward), the first gives focus back to the page
      // as it closes, after the second opened; that is no reason to close the second.
      onFocusOutside={(e) => e.preventDefault()}
      persistentElements={persistentElements}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={positioner}>
          <ArkDialog.Content className={content}>
            <div className={headerClass}>
              <div>
                <ArkDialog.Title className={title}>{titleText}</ArkDialog.Title>
                {subtitle && <div className={subtitleClass}>{subtitle}</div>}
              </div>
              <ArkDialog.CloseTrigger aria-label="Close" className={buttonClass({ variant: 'ghost', size: 'icon' })}>
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className={body}>{children}</div>
            {footer && <div className={footerClass}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
