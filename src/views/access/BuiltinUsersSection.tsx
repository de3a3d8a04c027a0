import type { ReactNode } from 'react'
import type { UserBuiltin } from '~/machines/access/my-role'
import type { ListProps } from '~/machines/shared/list.connect'
import { ListTable } from '~/views/kit/ListTable'
import { formatDateTime, Section } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

/**
 * The control plane's own identities (Nexus acts as them on its own: seeding
 * the database, recovering sagas…). Read-only: they are fixed, and their
 * rights are not the fleet policy's. `children`: their table, or why it
 * could not be read.
 */
export function BuiltinUsersSection({ children }: { children: ReactNode }) {
  return (
    <div className={css({ mt: '8' })}>
      <Section title="Built-in users">
        <p className={css({ color: 'fgMuted', fontSize: 'sm' })}>
          The control plane acts as these users on its own. They are part of the system and cannot be changed.
        </p>
        {children}
      </Section>
    </div>
  )
}

export function BuiltinUsersTable({ list }: { list: ListProps<UserBuiltin> }) {
  return (
    <ListTable
      label="Built-in users"
      list={list}
      columns={[
        { header: 'Name', cell: (u) => <span className={css({ fontWeight: 'medium', fontFamily: 'mono' })}>{u.name}</span> },
        { header: 'Description', cell: (u) => <span className={muted}>{u.description}</span> },
        { header: 'Created', cell: (u) => formatDateTime(u.timeCreated), width: '14rem' },
      ]}
      rowKey={(u) => u.id}
      emptyState={<p className={muted}>No built-in users</p>}
    />
  )
}
