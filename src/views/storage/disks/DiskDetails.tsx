import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Disk, Instance } from '~/api'
import { sourceOf, type SourceNames } from '~/machines/shared/disk-sources'
import { diskInstanceId } from '~/machines/shared/disk.rules'
import type { Section } from '~/machines/shared/section'
import type { Found } from '~/machines/shared/section-reads'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { formatBytes, formatDateTime, idProperty, SectionValue } from '~/views/ui'
import { DiskStateBadge } from './DiskRow'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  disk: Disk
  /** The names of its source and instance: parts of the page, read once the disk is in. */
  sources: Section<SourceNames>
  instances: Section<Found<Instance>>
  onDismiss: () => void
}

const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' })

/** A name read by id, or the id itself when the name could not be read. */
function Named({ name, id }: { name?: string; id: string }) {
  return name ? <>{name}</> : <span className={mono}>{id}</span>
}

/** A disk's properties, with the names of its source and its instance. */
export function DiskDetails({ project, disk, sources, instances, onDismiss }: Props) {
  const instanceId = diskInstanceId(disk)
  const blank = !disk.imageId && !disk.snapshotId
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
          value: blank ? (
            'Blank'
          ) : (
            <SectionValue section={sources} what="the disk’s source">
              {(names) => {
                const source = sourceOf(disk, names)
                return (
                  source && (
                    <>
                      <span className={muted}>{source.kind === 'image' ? 'Image' : 'Snapshot'} </span>
                      <Named name={source.name} id={source.id} />
                    </>
                  )
                )
              }}
            </SectionValue>
          ),
        },
        {
          label: 'Instance',
          value: instanceId ? (
            <SectionValue section={instances} what="the disk’s instance">
              {(found) => {
                const name = found.get(instanceId)?.name
                return name ? (
                  <Link className={link} to={pb.instance({ project, instance: name })}>
                    {name}
                  </Link>
                ) : (
                  <Named id={instanceId} />
                )
              }}
            </SectionValue>
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
