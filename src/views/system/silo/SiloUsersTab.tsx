import type { Silo, User } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { SAML_USERS_NOTE, hasLocalUsers } from '~/machines/system/silo-users'
import { pb } from '~/paths'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Button, CopyToClipboard, type ActionItem } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  silo: Silo
  list: ListProps<User>
  /** Whether the signed-in operator may create, change and delete the silo's users. */
  canManage: Permission
  onSetPassword: (user: User) => void
  onDelete: (user: User) => void
}

const note = css({ mb: '3', fontSize: 'sm', color: 'fgMuted' })
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
const mono = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'fgMuted',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
})

/**
 * The silo's users. A local-only silo's are made here (a user name, and a
 * password now or later); a SAML silo's come from its identity provider.
 */
export function SiloUsersTab({ silo, list, canManage, onSetPassword, onDelete }: Props) {
  const local = hasLocalUsers(silo)
  const create = local && canManage.allowed ? { label: 'New user', to: pb.siloUsersNew({ silo: silo.name }) } : undefined
  const rowActions = (u: User): ActionItem[] => [
    {
      label: 'Set password',
      disabled: !canManage.allowed,
      disabledReason: canManage.reason,
      onSelect: () => onSetPassword(u),
    },
    {
      label: 'Delete',
      danger: canManage.allowed,
      disabled: !canManage.allowed,
      disabledReason: canManage.reason,
      onSelect: () => onDelete(u),
    },
  ]
  return (
    <ResourceListPage
      headless
      title="Users"
      create={create}
      empty={{
        title: 'No users',
        body: local ? 'Create a user so someone can sign in to this silo' : 'Users appear here once they have signed in',
      }}
      list={list}
      rowKey={(u) => u.id}
      rowName={(u) => u.displayName}
      columns={[
        {
          header: 'Name',
          cell: (u) => <span className={css({ fontWeight: 'medium' })}>{u.displayName}</span>,
        },
        {
          header: 'ID',
          cell: (u) => (
            <span className={mono}>
              {u.id} <CopyToClipboard text={u.id} label={`Copy the ID of ${u.displayName}`} />
            </span>
          ),
        },
      ]}
      rowActions={local ? rowActions : undefined}
    >
      {!local && <p className={note}>{SAML_USERS_NOTE}</p>}
      {local && !canManage.allowed && (
        <div className={toolbar}>
          <Button variant="secondary" size="sm" disabled disabledReason={canManage.reason}>
            New user
          </Button>
        </div>
      )}
    </ResourceListPage>
  )
}
