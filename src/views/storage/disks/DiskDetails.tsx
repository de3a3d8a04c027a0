import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { DiskDetail } from '~/machines/storage/disks'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { formatBytes, formatDateTime, idProperty } from '~/views/ui'
import { DiskStateBadge } from './DiskRow'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  detail: DiskDetail
  onDismiss: () => void
}

const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' })

/** A name read by id, or the id itself when the name could not be read. */
function Named({ name, id }: { name?: string; id: string }) {
  return name ? <>{name}</> : <span className={mono}>{id}</span>
}

/** A disk's properties, with the names of its source and its instance. */
export function DiskDetails({ project, detail: { disk, source, instance }, onDismiss }: Props) {
  return (
    <ResourceDetails
      title="Disk"
      resource={disk}
      onDismiss={onDismiss}
      properties={[
        { label: 'State', value: <DiskStateBadge state={disk.state.state} /> },
        { label: 'Size', value: formatBytes(disk.size) },
        { label: 'Block size', value: `${disk.blockSize} bytes` },
        {
          label: 'Source',
          value: source ? (
            <>
              <span className={muted}>{source.kind === 'image' ? 'Image' : 'Snapshot'} </span>
              <Named name={source.name} id={source.id} />
            </>
          ) : (
            'Blank'
          ),
        },
        {
          label: 'Instance',
          value: instance ? (
            instance.name ? (
              <Link className={link} to={pb.instance({ project, instance: instance.name })}>
                {instance.name}
              </Link>
            ) : (
              <Named id={instance.id} />
            )
          ) : null,
        },
        { label: 'Device path', value: disk.devicePath && <span className={mono}>{disk.devicePath}</span> },
        { label: 'Created', value: formatDateTime(disk.timeCreated) },
        { label: 'Modified', value: formatDateTime(disk.timeModified) },
        idProperty(disk.id, 'disk'),
      ]}
    />
  )
}
