import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsLayout } from './layouts'
import { readSignedInUser } from './session'

export const profileRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: 'profile',
  staticData: { crumb: 'Profile' },
  // The page is the user: it waits for the session's read of them (from the cache after the first).
  loader: () => readSignedInUser(),
  component: lazyRouteComponent(() => import('./settings.pages'), 'Profile'),
})

export const settingsRoutes = [profileRoute]
