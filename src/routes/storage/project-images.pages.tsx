// The project's images list and an image's properties: a chunk of their own
// (project-images.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import type { Image } from '~/api'
import { IMAGE_BULK } from '~/machines/storage/bulk.rules'
import { deleteImage, promoteImage } from '~/machines/storage/images.input'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { ProjectImagesPage } from '~/views/storage/images/ProjectImagesPage'
import { routeApi, useBulk, useConfirmAction, useConfirmDelete, type ListPageProps } from '../kit'
import { pb } from '~/paths'

export function ProjectImagesList({ list, params: { project } }: ListPageProps<Image>) {
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  const onPromote = (i: Image) =>
    void confirmAction({
      title: 'Promote image',
      message: `Promote image ${i.name}? It becomes a silo image, available to every project in the silo, and leaves this project's images.`,
      confirmLabel: 'Promote',
      errorTitle: 'Could not promote image',
      action: () => promoteImage(i.name, project),
      success: `Image ${i.name} promoted`,
    })
  const onDelete = (i: Image) =>
    void confirmDelete({ noun: 'image', name: i.name, remove: () => deleteImage(i.name, project) })
  const selection = useBulk(IMAGE_BULK, async (_, { name }) => {
    await deleteImage(name, project)
    return { ok: true }
  })
  return (
    <ProjectImagesPage project={project} list={list} selection={selection} onPromote={onPromote} onDelete={onDelete} />
  )
}

const imageRoute = routeApi<Image>('/authed/projects/$project/images-list/images/$image/edit')

export function ProjectImageRoute() {
  const image = imageRoute.useLoaderData()
  const { project } = imageRoute.useParams()
  const navigate = useNavigate()
  return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.projectImages({ project }) })} />
}
