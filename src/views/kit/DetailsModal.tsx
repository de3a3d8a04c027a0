import type { ReactNode } from 'react'
import { Button, SideModal } from '~/views/ui'

type Props = {
  title: string
  subtitle?: string
  onDismiss: () => void
  children: ReactNode
}

/** A read-only side modal (a resource Nexus has no call to change): its properties and a Close button. */
export function DetailsModal({ title, subtitle, onDismiss, children }: Props) {
  return (
    <SideModal
      open
      title={title}
      subtitle={subtitle}
      onDismiss={onDismiss}
      footer={
        <Button variant="secondary" onClick={onDismiss}>
          Close
        </Button>
      }
    >
      {children}
    </SideModal>
  )
}
