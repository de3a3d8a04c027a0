import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

// The instance's reads load with the console page (its route's loader), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

/**
 * An instance's serial console, full height beside the project's navigation
 * (not under the instance's tabs). It opens only in run states that have a
 * console; otherwise the page says why and opens nothing.
 */
export const serialConsoleRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance/serial-console',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
      { label: 'Serial console', to: pb.serialConsole({ project: p.project, instance: p.instance }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await instancePage()).loadSerialConsolePage(params)),
  component: lazyRouteComponent(() => import('./serial-console.pages'), 'SerialConsoleRoute'),
})

export const serialConsoleRoutes = [serialConsoleRoute]
