// The project's and the silo's image lists (the same columns) and an
// image's properties.
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Image } from '~/api'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ResourceDetails } from '~/views/kit/DetailsModal'
import { ListTable } from '~/views/kit/ListTable'
import {
  Button,
  EmptyState,
  PageHeader,
  buttonClass,
  formatBytes,
  formatDateTime,
  idProperty,
  type Column,
} from '~/views/ui'
import { mono, muted } from '~/views/ui/text'

const nameCell = css({ fontWeight: 'medium', whiteSpace: 'nowrap' })

/** The project and silo image lists show the same columns. */
const imageColumns: Column<Image>[] = [
  { header: 'Name', cell: (i) => <span className={nameCell}>{i.name}</span> },
  { header: 'Description', cell: (i) => <span className={muted}>{i.description}</span> },
  { header: 'OS', cell: (i) => i.os, width: '8rem' },
  { header: 'Version', cell: (i) => i.version, width: '8rem' },
  { header: 'Size', cell: (i) => formatBytes(i.size), width: '7rem' },
  { header: 'Created', cell: (i) => formatDateTime(i.timeCreated), width: '14rem' },
]

type ImagesPageProps = {
  description: string
  /** The header's button, also offered by the empty state. */
  action: ReactNode
  /** The table's accessible name. */
  label: string
  list: ListProps<Image>
  selection?: ListSelection<Image>
  /** Where a row's View goes. */
  viewTo: (image: Image) => string
  /** The row action between View and Delete (Promote, Demote). */
  move: { label: string; onSelect: (image: Image) => void }
  onDelete: (image: Image) => void
  empty: { title: string; body: string }
}

/** The project's and the silo's image lists are one page with their own words and actions. */
function ImagesPage({ description, action, label, list, selection, viewTo, move, onDelete, empty }: ImagesPageProps) {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader title="Images" description={description} actions={action} />
      <ListTable
        label={label}
        list={list}
        selection={selection}
        rowKey={(i) => i.id}
        rowName={(i) => i.name}
        columns={imageColumns}
        rowActions={(i) => [
          { label: 'View', onSelect: () => void navigate({ to: viewTo(i) }) },
          { label: move.label, onSelect: () => move.onSelect(i) },
          { label: 'Delete', danger: true, onSelect: () => onDelete(i) },
        ]}
        emptyState={<EmptyState title={empty.title} body={empty.body} action={action} />}
      />
    </>
  )
}

type ProjectImagesProps = {
  project: string
  list: ListProps<Image>
  selection?: ListSelection<Image>
  onPromote: (image: Image) => void
  onDelete: (image: Image) => void
}

export function ProjectImagesPage({ project, list, selection, onPromote, onDelete }: ProjectImagesProps) {
  return (
    <ImagesPage
      description="Images of this project. Promote one to make it available to every project in the silo."
      action={
        <Link to={pb.projectImagesNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Upload image
        </Link>
      }
      label="Project images"
      list={list}
      selection={selection}
      viewTo={(i) => pb.projectImageEdit({ project, image: i.name })}
      move={{ label: 'Promote', onSelect: onPromote }}
      onDelete={onDelete}
      empty={{ title: 'No images', body: 'Upload an image, or create one from a snapshot, to see it here' }}
    />
  )
}

type SiloImagesProps = {
  list: ListProps<Image>
  selection?: ListSelection<Image>
  onPromote: () => void
  onDemote: (image: Image) => void
  onDelete: (image: Image) => void
}

export function SiloImagesPage({ list, selection, onPromote, onDemote, onDelete }: SiloImagesProps) {
  return (
    <ImagesPage
      description="Silo images are available to every project in the silo."
      action={
        <Button size="sm" onClick={onPromote}>
          Promote image
        </Button>
      }
      label="Silo images"
      list={list}
      selection={selection}
      viewTo={(i) => pb.siloImageEdit({ image: i.name })}
      move={{ label: 'Demote', onSelect: onDemote }}
      onDelete={onDelete}
      empty={{ title: 'No silo images', body: 'Promote a project image to make it available to every project in the silo' }}
    />
  )
}

type ImageDetailsProps = {
  image: Image
  onDismiss: () => void
}

const note = css({ fontSize: 'sm', color: 'fgMuted' })

/** An image's properties. Nexus has no call that changes an image, so this is read-only. */
export function ImageDetails({ image, onDismiss }: ImageDetailsProps) {
  const digest = image.digest ? `${image.digest.type}:${image.digest.value}` : null
  return (
    <ResourceDetails
      title="Image"
      resource={image}
      onDismiss={onDismiss}
      properties={[
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
    >
      <p className={note}>Images cannot be changed once created.</p>
    </ResourceDetails>
  )
}
