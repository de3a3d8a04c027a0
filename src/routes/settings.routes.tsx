import { createRoute } from '@tanstack/react-router'
import { ProfilePage } from '~/views/settings/ProfilePage'
import { authedRoute, settingsLayout } from './layouts'

export const profileRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: 'profile',
  staticData: { crumb: 'Profile' },
  component: function ProfileRoute() {
    const { me, groups } = authedRoute.useLoaderData()
    return <ProfilePage me={me} groups={groups} />
  },
})

export const settingsRoutes = [profileRoute]
