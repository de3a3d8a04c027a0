// The project's images and the silo's, each list with its image's
// properties over it; the pages are images.pages.tsx.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { PAGE_SIZE } from '~/api'
import { listRoute } from '../kit'
import { projectLayout, siloLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./images.pages')

export const projectImagesList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'images',
  crumb: (p) => [{ label: 'Images', to: pb.projectImages({ project: p.project }) }],
  fetchPage: ({ project }) => async (q) => (await pages()).projectImagesPage(project)(q),
  refreshOn: ['/v1/images', '/v1/images/{image}'],
  page: lazyRouteComponent(pages, 'ProjectImagesList'),
  sortByName: true,
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const projectImageEditRoute = createRoute({
  getParentRoute: () => projectImagesList.layout,
  path: 'images/$image/edit',
  staticData: { crumb: (p) => p.image },
  loader: async ({ params }) => orNotFound((await pages()).fetchImage(params.image, params.project)),
  component: lazyRouteComponent(pages, 'ProjectImageRoute'),
})

export const projectImagesRoutes = [projectImagesList.withModals([projectImageEditRoute])]

/** The silo's images stay mounted under the image's side modal. */
export const siloImagesListLayout = createRoute({
  getParentRoute: () => siloLayout,
  id: 'silo-images-list',
  staticData: { crumb: () => [{ label: 'Images', to: pb.siloImages() }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: async () => (await pages()).siloImagesPage({ limit: PAGE_SIZE }),
  component: lazyRouteComponent(pages, 'SiloImagesListRoute'),
})

export const siloImagesRoute = createRoute({
  getParentRoute: () => siloImagesListLayout,
  path: 'images',
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const siloImageEditRoute = createRoute({
  getParentRoute: () => siloImagesListLayout,
  path: 'images/$image/edit',
  staticData: { crumb: (p) => p.image },
  loader: async ({ params }) => orNotFound((await pages()).fetchImage(params.image)),
  component: lazyRouteComponent(pages, 'SiloImageRoute'),
})

export const siloImagesRoutes = [siloImagesListLayout.addChildren([siloImagesRoute, siloImageEditRoute])]
