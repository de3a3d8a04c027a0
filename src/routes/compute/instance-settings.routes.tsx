import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadInstanceSettings } from '~/machines/compute/instance-page.input'
import { instanceLayout } from './instance.routes'

export const instanceSettingsRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'settings',
  staticData: { crumb: 'Settings' },
  loader: ({ params }) => loadInstanceSettings(params),
  component: lazyRouteComponent(() => import('./instance-settings.pages'), 'InstanceSettingsRoute'),
})

export const instanceSettingsRoutes = [instanceSettingsRoute]
