import type { CurrentUser, Group } from '~/api'
import { PageHeader, PropertiesTable, idProperty } from '~/views/ui'

export function ProfilePage({ me, groups }: { me: CurrentUser; groups: Group[] }) {
  return (
    <>
      <PageHeader title="Profile" />
      <PropertiesTable
        items={[
          { label: 'Name', value: me.displayName },
          idProperty(me.id, 'user', { label: 'User ID' }),
          { label: 'Silo', value: me.siloName },
          { label: 'Groups', value: groups.length ? groups.map((g) => g.displayName).join(', ') : 'None' },
        ]}
      />
    </>
  )
}
