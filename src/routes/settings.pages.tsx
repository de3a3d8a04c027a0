// The profile page: a chunk of its own (settings.routes.tsx), loaded with the
// session it shows and on link intent.
import { ProfilePage } from '~/views/settings/ProfilePage'
import { mapSection } from '~/machines/shared/section'
import { routeApi, useSection } from './kit'
import { groupsSection } from './session'

const profile = routeApi('/authed/settings/profile')

export function Profile() {
  const me = profile.useLoaderData()
  // The user's groups: a part of the page, read with the session.
  const groups = useSection(groupsSection())
  return <ProfilePage me={me} groups={mapSection(groups, (g) => g.items)} />
}
