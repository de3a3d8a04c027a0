import type { ReactNode } from 'react'
import { Button, PropertiesTable, SideModal, type Property } from '~/views/ui'

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

type ResourceDetailsProps = {
  title: string
  resource: { name: string; description: string }
  /** Its name, unless told otherwise. */
  subtitle?: string
  /** Its properties after its name and description. */
  properties: Property[]
  onDismiss: () => void
  /** What follows the properties (a note, a related list). */
  children?: ReactNode
}

/** A named resource, read-only: its name, description and other properties, then what else it shows. */
export function ResourceDetails({ title, resource, subtitle = resource.name, properties, onDismiss, children }: ResourceDetailsProps) {
  return (
    <DetailsModal title={title} subtitle={subtitle} onDismiss={onDismiss}>
      <PropertiesTable
        items={[{ label: 'Name', value: resource.name }, { label: 'Description', value: resource.description }, ...properties]}
      />
      {children}
    </DetailsModal>
  )
}
