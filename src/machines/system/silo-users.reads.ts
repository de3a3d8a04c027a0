// A silo's users, read: the silo page's users tab and the user a password is
// set for. The routes import these with the app; the forms and delete stay in
// silo-users.input.ts, loaded with the pages that use them.
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const SILO_USERS_PATH = '/v1/system/users'

export const siloUsersPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi(SILO_USERS_PATH, { query: { silo, limit, pageToken } })

export const fetchSiloUser = (silo: string, userId: string) =>
  fetchApi('/v1/system/users/{user_id}', {
    path: { user_id: userId },
    query: { silo },
  })
