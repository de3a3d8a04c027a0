import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { PAGE_SIZE, type Image } from '~/api'
import { deleteImage, fetchImage, projectImagesPage, promoteImage } from '~/machines/storage/image-actions'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { ProjectImagesPage } from '~/views/storage/images/ProjectImagesPage'
import { useConfirmAction, useConfirmDelete, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

/** The project's images stay mounted under the image's side modal. */
export const projectImagesListLayout = createRoute({
  getParentRoute: () => projectLayout,
  id: 'project-images-list',
  staticData: { crumb: (p) => [{ label: 'Images', to: pb.projectImages({ project: p.project }) }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => projectImagesPage(params.project)({ limit: PAGE_SIZE }),
  component: function ProjectImagesListRoute() {
    const { project } = projectImagesListLayout.useParams()
    // Another project is another page: its machines start over.
    return <ProjectImagesList key={project} project={project} />
  },
})

function ProjectImagesList({ project }: { project: string }) {
  const { list } = useListPage({
    fetchPage: projectImagesPage(project),
    initialPage: projectImagesListLayout.useLoaderData(),
    refreshOn: '/v1/images',
  })
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
  return (
    <>
      <ProjectImagesPage project={project} list={list} onPromote={onPromote} onDelete={onDelete} />
      <Outlet />
    </>
  )
}

export const projectImagesRoute = createRoute({
  getParentRoute: () => projectImagesListLayout,
  path: 'images',
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const projectImageEditRoute = createRoute({
  getParentRoute: () => projectImagesListLayout,
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

export const projectImagesRoutes = [projectImagesListLayout.addChildren([projectImagesRoute, projectImageEditRoute])]
