import { useEffect, useState } from 'react'
import type { DeviceAccessToken } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { tokenLife } from '~/machines/settings/access-tokens'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime, MINUTE_MS, timeAgo } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  list: ListProps<DeviceAccessToken>
  onDelete: (token: DeviceAccessToken) => void
}

const intro = css({ fontSize: 'sm', color: 'fgMuted', mb: '4', maxW: '48rem' })

function TimeLeft({ token, now }: { token: DeviceAccessToken; now: number }) {
  const life = tokenLife(token, now)
  if (life.kind === 'never') return <span className={css({ color: 'fgMuted' })}>Never expires</span>
  if (life.kind === 'expired') return <Badge variant="neutral">Expired</Badge>
  // 'in 3 days' reads as time left once the leading 'in' goes.
  return <>{timeAgo(now + life.ms, now).replace(/^in /, '')}</>
}

/** The clock "time left" counts from, moved on every minute while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(t)
  }, [])
  return now
}

export function AccessTokensPage({ list, onDelete }: Props) {
  const now = useMinuteClock()
  return (
    <ResourceListPage
      title="Access tokens"
      empty={{
        title: 'No access tokens',
        body: 'Tokens are made when you log in from a device, such as the Oxide CLI (oxide auth login), and confirm its code in the console. They show here until they expire or are deleted.',
      }}
      list={list}
      rowKey={(t) => t.id}
      rowName={(t) => t.id}
      columns={[
        { header: 'ID', cell: (t) => <span className={mono}>{t.id}</span> },
        { header: 'Created', cell: (t) => formatDateTime(t.timeCreated), width: '14rem' },
        { header: 'Expires', cell: (t) => (t.timeExpires ? formatDateTime(t.timeExpires) : 'Never'), width: '14rem' },
        { header: 'Time left', cell: (t) => <TimeLeft token={t} now={now} />, width: '10rem' },
      ]}
      rowActions={(t) => [{ label: 'Delete', danger: true, onSelect: () => onDelete(t) }]}
    >
      <p className={intro}>
        A token lets a device (the Oxide CLI, a script) call the API as you. Delete one to sign that device out.
      </p>
    </ResourceListPage>
  )
}
