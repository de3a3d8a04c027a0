// Uploading an image file into a project; the page is image-upload.pages.tsx.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { projectLayout } from '../layouts'
import { readSignedInUser } from '../session'
import { pb } from '~/paths'

export const imageUploadRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'images-new',
  staticData: {
    crumb: (p) => [
      { label: 'Images', to: pb.projectImages({ project: p.project }) },
      { label: 'Upload image', to: pb.projectImagesNew({ project: p.project }) },
    ],
  },
  // Whose drafts the form may take (kit/drafts) is known before it opens.
  loader: () => readSignedInUser(),
  component: lazyRouteComponent(() => import('./image-upload.pages'), 'ImageUploadRoute'),
})

export const imageUploadRoutes = [imageUploadRoute]
