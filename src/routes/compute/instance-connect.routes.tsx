import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { instanceLayout } from './instance.routes'

export const instanceConnectRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'connect',
  staticData: { crumb: 'Connect' },
  component: lazyRouteComponent(() => import('./instance-connect.pages'), 'InstanceConnectRoute'),
})

export const instanceConnectRoutes = [instanceConnectRoute]
