import { Link, useNavigate } from '@tanstack/react-router'
import type { Image } from '~/api'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { EmptyState, PageHeader, buttonClass } from '~/views/ui'
import { imageColumns } from './image-columns'

type Props = {
  project: string
  list: ListProps<Image>
  selection?: ListSelection<Image>
  onPromote: (image: Image) => void
  onDelete: (image: Image) => void
}

export function ProjectImagesPage({ project, list, selection, onPromote, onDelete }: Props) {
  const navigate = useNavigate()
  const upload = (
    <Link to={pb.projectImagesNew({ project })} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      Upload image
    </Link>
  )
  return (
    <>
      <PageHeader
        title="Images"
        description="Images of this project. Promote one to make it available to every project in the silo."
        actions={upload}
      />
      <ListTable
        label="Project images"
        list={list}
        selection={selection}
        rowKey={(i) => i.id}
        rowName={(i) => i.name}
        columns={imageColumns}
        rowActions={(i) => [
          { label: 'View', onSelect: () => void navigate({ to: pb.projectImageEdit({ project, image: i.name }) }) },
          { label: 'Promote', onSelect: () => onPromote(i) },
          { label: 'Delete', danger: true, onSelect: () => onDelete(i) },
        ]}
        emptyState={
          <EmptyState
            title="No images"
            body="Upload an image, or create one from a snapshot, to see it here"
            action={upload}
          />
        }
      />
    </>
  )
}
