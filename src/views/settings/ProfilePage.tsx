import type { CurrentUser, Group } from '~/api'
import type { Section } from '~/machines/shared/section'
import { PageHeader, PropertiesTable, SectionValue, idProperty } from '~/views/ui'

/** The user, and their groups (a part of the page: read with the session, shown where they go). */
export function ProfilePage({ me, groups }: { me: CurrentUser; groups: Section<Group[]> }) {
  return (
    <>
      <PageHeader title="Profile" />
      <PropertiesTable
        items={[
          { label: 'Name', value: me.displayName },
          idProperty(me.id, 'user', { label: 'User ID' }),
          { label: 'Silo', value: me.siloName },
          {
            label: 'Groups',
            value: (
              <SectionValue section={groups} what="your groups">
                {(items) => (items.length ? items.map((g) => g.displayName).join(', ') : 'None')}
              </SectionValue>
            ),
          },
        ]}
      />
    </>
  )
}
