import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { PAGE_SIZE } from '~/api'
import { fetchImage, siloImagesPage } from '~/machines/storage/images.reads'
import { siloLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./silo-images.pages')

/** The silo's images stay mounted under the image's side modal. */
export const siloImagesListLayout = createRoute({
  getParentRoute: () => siloLayout,
  id: 'silo-images-list',
  staticData: { crumb: () => [{ label: 'Images', to: pb.siloImages() }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: () => siloImagesPage({ limit: PAGE_SIZE }),
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
  loader: ({ params }) => orNotFound(fetchImage(params.image)),
  component: lazyRouteComponent(pages, 'SiloImageRoute'),
})

export const siloImagesRoutes = [siloImagesListLayout.addChildren([siloImagesRoute, siloImageEditRoute])]
