import { useNavigate } from '@tanstack/react-router'
import type { Image } from '~/api'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Button, EmptyState, PageHeader } from '~/views/ui'
import { imageColumns } from './image-columns'

type Props = {
  list: ListProps<Image>
  selection?: ListSelection<Image>
  onPromote: () => void
  onDemote: (image: Image) => void
  onDelete: (image: Image) => void
}

export function SiloImagesPage({ list, selection, onPromote, onDemote, onDelete }: Props) {
  const navigate = useNavigate()
  const promote = (
    <Button size="sm" onClick={onPromote}>
      Promote image
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Images"
        description="Silo images are available to every project in the silo."
        actions={promote}
      />
      <ListTable
        label="Silo images"
        list={list}
        selection={selection}
        rowKey={(i) => i.id}
        rowName={(i) => i.name}
        columns={imageColumns}
        rowActions={(i) => [
          { label: 'View', onSelect: () => void navigate({ to: pb.siloImageEdit({ image: i.name }) }) },
          { label: 'Demote', onSelect: () => onDemote(i) },
          { label: 'Delete', danger: true, onSelect: () => onDelete(i) },
        ]}
        emptyState={
          <EmptyState
            title="No silo images"
            body="Promote a project image to make it available to every project in the silo"
            action={promote}
          />
        }
      />
    </>
  )
}
