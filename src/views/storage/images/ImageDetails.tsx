import { DetailsModal } from '~/views/kit/DetailsModal'
import type { Image } from '~/api'
import { PropertiesTable, formatBytes, formatDateTime, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  image: Image
  onDismiss: () => void
}

const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** An image's properties. Nexus has no call that changes an image, so this is read-only. */
export function ImageDetails({ image, onDismiss }: Props) {
  const digest = image.digest ? `${image.digest.type}:${image.digest.value}` : null
  return (
    <DetailsModal title="Image" subtitle={image.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: image.name },
          { label: 'Description', value: image.description },
          { label: 'OS', value: image.os },
          { label: 'Version', value: image.version },
          { label: 'Size', value: formatBytes(image.size) },
          { label: 'Block size', value: `${image.blockSize} bytes` },
          { label: 'Scope', value: image.projectId ? 'Project' : 'Silo' },
          idProperty(image.id, 'image'),
          {
            label: 'Digest',
            value: digest && <span className={mono}>{digest}</span>,
          },
          { label: 'Created', value: formatDateTime(image.timeCreated) },
          { label: 'Modified', value: formatDateTime(image.timeModified) },
        ]}
      />
      <p className={note}>Images cannot be changed once created.</p>
    </DetailsModal>
  )
}
