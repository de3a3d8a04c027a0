// The access tokens list: a chunk of its own, loaded with the list's first
// page (access-tokens.routes.tsx) and on link intent.
import { useEffect, useState } from 'react'
import type { DeviceAccessToken } from '~/api'
import { deleteAccessToken } from '~/machines/settings/access-tokens'
import { AccessTokensPage } from '~/views/settings/AccessTokensPage'
import { MINUTE_MS } from '~/views/ui'
import { useConfirmDelete, type ListPageProps } from '../kit'

/** The clock "time left" counts from, moved on every minute while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(t)
  }, [])
  return now
}

export function AccessTokens({ list }: ListPageProps<DeviceAccessToken>) {
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
}
