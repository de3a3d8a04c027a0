import { createRoute, useNavigate } from '@tanstack/react-router'
import type { Image } from '~/api'
import { deleteImage, fetchImage, projectImagesPage, promoteImage } from '~/machines/storage/image-actions'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { ProjectImagesPage } from '~/views/storage/images/ProjectImagesPage'
import { listRoute, useConfirmAction, useConfirmDelete } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

export const projectImagesList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'images',
  crumb: (p) => [{ label: 'Images', to: pb.projectImages({ project: p.project }) }],
  fetchPage: ({ project }) => projectImagesPage(project),
  refreshOn: '/v1/images',
  page: function ProjectImagesList({ list, params: { project } }) {
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
    return <ProjectImagesPage project={project} list={list} onPromote={onPromote} onDelete={onDelete} />
  },
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const projectImageEditRoute = createRoute({
  getParentRoute: () => projectImagesList.layout,
  path: 'images/$image/edit',
  staticData: { crumb: (p) => p.image },
  loader: ({ params }) => orNotFound(fetchImage(params.image, params.project)),
  component: function ProjectImageRoute() {
    const image = projectImageEditRoute.useLoaderData()
    const { project } = projectImageEditRoute.useParams()
    const navigate = useNavigate()
    return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.projectImages({ project }) })} />
  },
})

export const projectImagesRoutes = [projectImagesList.withModals([projectImageEditRoute])]
