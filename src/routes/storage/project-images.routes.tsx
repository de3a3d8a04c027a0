import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PAGE_SIZE, type Image } from '~/api'
import { deleteImage, fetchImage, projectImagesPage, promoteImage } from '~/machines/storage/image-actions'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine } from '~/machines/shared/list.machine'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { ProjectImagesPage } from '~/views/storage/images/ProjectImagesPage'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'

const imageList = createListMachine<Image>()

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
  const actor = usePageActor(imageList, {
    input: { fetchPage: projectImagesPage(project), initialPage: projectImagesListLayout.useLoaderData() },
  })
  const list = useConnect(actor, connectList<Image>)
  useRefreshOnInvalidate('/v1/images', useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
  const confirm = useConfirm()
  const toast = useToast()
  const onPromote = (i: Image) =>
    void confirm({
      title: 'Promote image',
      message: `Promote image ${i.name}? It becomes a silo image, available to every project in the silo, and leaves this project's images.`,
      confirmLabel: 'Promote',
      action: () =>
        promoteImage(i.name, project).then(() => toast({ title: `Image ${i.name} promoted`, variant: 'success' })),
    })
  const onDelete = (i: Image) =>
    void confirm({
      title: 'Delete image',
      message: `Are you sure you want to delete image ${i.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      action: () => deleteImage(i.name, project).then(() => toast({ title: `Image ${i.name} deleted`, variant: 'success' })),
    })
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
