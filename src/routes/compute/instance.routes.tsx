import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

// The instance's reads load with its page (the routes' loaders), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

/**
 * The instance page: header, actions and properties above tabs; each tab is a
 * child route (in its own file) so a tab's requests start with its URL.
 */
export const instanceLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await instancePage()).loadInstancePage(params)),
  component: lazyRouteComponent(() => import('./instance.pages'), 'InstanceLayoutRoute'),
})

export const instanceIndexRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instanceStorage({ project: params.project, instance: params.instance }) })
  },
})
