// The profile page: a chunk of its own (settings.routes.tsx), loaded with the
// session it shows and on link intent.
import { ProfilePage } from '~/views/settings/ProfilePage'
import { authedRoute } from './layouts'

export function Profile() {
  const { me, groups } = authedRoute.useLoaderData()
  return <ProfilePage me={me} groups={groups} />
}
