// The silo's settings: its auth settings (device token lifetime), an in-page
// form. Every user of the silo may read them; saving takes a silo admin.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pb } from '~/paths'
import { siloLayout } from '../layouts'

// The settings' read, fields and rules load with the page (its route's loader), not with the app.
const authSettings = () => import('~/machines/silo/auth-settings')

export const siloSettingsRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'silo-settings',
  staticData: { crumb: () => [{ label: 'Silo settings', to: pb.siloSettings() }] },
  loader: async () => (await authSettings()).fetchAuthSettings(),
  component: lazyRouteComponent(() => import('./silo-settings.pages'), 'SiloSettings'),
})

export const siloSettingsRoutes = [siloSettingsRoute]
