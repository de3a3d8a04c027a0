import { useEffect, useState } from 'react'
import { accessTokensPage, deleteAccessToken } from '~/machines/settings/access-tokens'
import { AccessTokensPage } from '~/views/settings/AccessTokensPage'
import { MINUTE_MS } from '~/views/ui'
import { listRoute, useConfirmDelete } from '../kit'
import { settingsLayout } from '../layouts'
import { pb } from '../paths'

/** The clock "time left" counts from, moved on every minute while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(t)
  }, [])
  return now
}

export const accessTokensList = listRoute({
  getParentRoute: () => settingsLayout,
  path: 'access-tokens',
  crumb: () => [{ label: 'Access tokens', to: pb.accessTokens() }],
  fetchPage: () => accessTokensPage,
  refreshOn: '/v1/me/access-tokens',
  page: function AccessTokens({ list }) {
    const confirmDelete = useConfirmDelete()
    const now = useMinuteClock()
    return (
      <AccessTokensPage
        list={list}
        now={now}
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
  },
})

export const accessTokensRoutes = [accessTokensList.withModals()]
