import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { projectLayout } from '../layouts'
import { pb } from '~/paths'

// The form's pickers, fields and rules load with the page (its route's loader), not with the app.
const instanceCreate = () => import('~/machines/compute/instance-create.input')

export const instanceCreateRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances-new',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: 'New instance', to: pb.instancesNew({ project: p.project }) },
    ],
  },
  // Every picker's list at once; a failure is the page's error. The page's
  // machine takes the pickers once, so a revisit waits for fresh ones rather
  // than showing the last visit's (a key added in settings since, a disk made).
  loader: {
    handler: async ({ params }) => (await instanceCreate()).loadInstanceCreatePickers(params.project),
    staleReloadMode: 'blocking',
  },
  component: lazyRouteComponent(() => import('./instance-create.pages'), 'InstanceCreateRoute'),
})

export const instanceCreateRoutes = [instanceCreateRoute]
