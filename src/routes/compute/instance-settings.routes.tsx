import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { instanceLayout } from './instance.routes'

// The tab's reads load with it (its route's loader), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

export const instanceSettingsRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'settings',
  staticData: { crumb: 'Settings' },
  loader: async ({ params }) => (await instancePage()).loadInstanceSettings(params),
  component: lazyRouteComponent(() => import('./instance-settings.pages'), 'InstanceSettingsRoute'),
})

export const instanceSettingsRoutes = [instanceSettingsRoute]
