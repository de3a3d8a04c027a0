import type { CurrentUser, Group } from '~/api'
import { CopyToClipboard, PageHeader, PropertiesTable } from '~/views/ui'
import { css } from 'styled-system/css'

export function ProfilePage({ me, groups }: { me: CurrentUser; groups: Group[] }) {
  return (
    <>
      <PageHeader title="Profile" />
      <PropertiesTable
        items={[
          { label: 'Name', value: me.displayName },
          {
            label: 'User ID',
            value: (
              <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', fontFamily: 'mono' })}>
                {me.id} <CopyToClipboard text={me.id} label="Copy user ID" />
              </span>
            ),
          },
          { label: 'Silo', value: me.siloName },
          { label: 'Groups', value: groups.length ? groups.map((g) => g.displayName).join(', ') : 'None' },
        ]}
      />
    </>
  )
}
