import { css } from 'styled-system/css'
import type { Silo, User } from '~/api'
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import {
  CONFIRM_LABEL,
  hasLocalUsers,
  PASSWORD_LABEL,
  PASSWORD_MODES,
  SAML_USERS_NOTE,
  USERNAME_LABEL,
  type LocalUserFormValues,
  type PasswordValues,
} from '~/machines/system/silo-users'
import { pb } from '~/paths'
import { FormModal } from '~/views/kit/FormModal'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Button, CopyToClipboard, RadioGroup, TextField, type ActionItem } from '~/views/ui'

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

/** Whether the signed-in operator may manage the silo's users (a form reached by its URL too): refused, the submit says why. */
type CanManage = { canManage: Permission }

type LocalUserFormProps = FormViewProps<LocalUserFormValues, User> & CanManage

/** A user of a local-only silo: the name they sign in with, and a password now or later. */
export function LocalUserForm({ form, params: { silo }, onDismiss, canManage }: LocalUserFormProps) {
  return (
    <FormModal
      form={form}
      title="Create user"
      subtitle={silo}
      submitLabel="Create user"
      submitDisabled={!canManage.allowed}
      submitDisabledReason={canManage.reason}
      onDismiss={onDismiss}
    >
      <TextField
        label={USERNAME_LABEL}
        required
        autoComplete="off"
        spellCheck={false}
        description="What they sign in with: a lower-case letter first, then letters, numbers and dashes"
        {...field(form, 'username')}
      />
      <PasswordFields form={form} />
    </FormModal>
  )
}

/** `loaded`: the user whose password is set. */
type SetPasswordFormProps = FormViewProps<PasswordValues, User, User> & CanManage

/** A new password replaces the old one at once; "No sign-in" takes the old one away. */
export function SetPasswordForm({ form, loaded: user, params: { silo }, onDismiss, canManage }: SetPasswordFormProps) {
  return (
    <FormModal
      form={form}
      title={`Set password for ${user.displayName}`}
      subtitle={silo}
      submitLabel="Set password"
      submitDisabled={!canManage.allowed}
      submitDisabledReason={canManage.reason}
      onDismiss={onDismiss}
    >
      <PasswordFields form={form} />
    </FormModal>
  )
}

/**
 * How the user signs in: a password typed twice, or none for now. The
 * browser may offer to generate one; it is never shown back once sent.
 */
export function PasswordFields<R>({ form: f }: { form: FormProps<PasswordValues, R> }) {
  return (
    <>
      <RadioGroup
        label="Sign-in"
        options={PASSWORD_MODES.map((m) => ({
          value: m.value,
          label: m.label,
          description: m.hint,
        }))}
        {...field(f, 'passwordMode')}
      />
      {f.values.passwordMode === 'password' && (
        <>
          <TextField label={PASSWORD_LABEL} type="password" required autoComplete="new-password" {...field(f, 'password')} />
          <TextField label={CONFIRM_LABEL} type="password" required autoComplete="new-password" {...field(f, 'confirmPassword')} />
        </>
      )}
    </>
  )
}
