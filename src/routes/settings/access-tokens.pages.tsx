// The access tokens list: a chunk of its own, loaded with the list's first
// page (access-tokens.routes.tsx) and on link intent.
import type { DeviceAccessToken } from '~/api'
import { deleteAccessToken } from '~/machines/settings/access-tokens'
import { AccessTokensPage } from '~/views/settings/AccessTokensPage'
import { useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { accessTokensPage } from '~/machines/settings/access-tokens'

export function AccessTokens({ list }: ListPageProps<DeviceAccessToken>) {
  const confirmDelete = useConfirmDelete()
  return (
    <AccessTokensPage
      list={list}
      onDelete={(t) =>
        void confirmDelete({
          noun: 'access token',
          name: t.id,
          message: `Are you sure you want to delete access token ${t.id}? The device using it is signed out. This cannot be undone.`,
          remove: () => deleteAccessToken(t.id),
        })
      }
    />
  )
}
