// The profile page: a chunk of its own (settings.routes.tsx), loaded with the
// session it shows and on link intent.
import { ProfilePage } from '~/views/settings/ProfilePage'
import { routeApi } from './kit'

// The signed-in session, which every signed-in route loads first.
const authed = routeApi('/authed')

export function Profile() {
  const { me, groups } = authed.useLoaderData()
  return <ProfilePage me={me} groups={groups} />
}
