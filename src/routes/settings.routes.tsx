import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsLayout } from './layouts'

export const profileRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: 'profile',
  staticData: { crumb: 'Profile' },
  component: lazyRouteComponent(() => import('./settings.pages'), 'Profile'),
})

export const settingsRoutes = [profileRoute]
