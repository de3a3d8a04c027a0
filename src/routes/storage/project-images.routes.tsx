import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { fetchImage, projectImagesPage } from '~/machines/storage/images.reads'
import { listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./project-images.pages')

export const projectImagesList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'images',
  crumb: (p) => [{ label: 'Images', to: pb.projectImages({ project: p.project }) }],
  fetchPage: ({ project }) => projectImagesPage(project),
  refreshOn: ['/v1/images', '/v1/images/{image}'],
  page: lazyRouteComponent(pages, 'ProjectImagesList'),
  sortByName: true,
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const projectImageEditRoute = createRoute({
  getParentRoute: () => projectImagesList.layout,
  path: 'images/$image/edit',
  staticData: { crumb: (p) => p.image },
  loader: ({ params }) => orNotFound(fetchImage(params.image, params.project)),
  component: lazyRouteComponent(pages, 'ProjectImageRoute'),
})

export const projectImagesRoutes = [projectImagesList.withModals([projectImageEditRoute])]
