import type { User } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { USERNAME_LABEL, type LocalUserFormValues } from '~/machines/system/silo-users'
import { FormModal } from '~/views/kit/FormModal'
import { TextField } from '~/views/ui'
import { PasswordFields } from './PasswordFields'

type Props = FormViewProps<LocalUserFormValues, User>

/** A user of a local-only silo: the name they sign in with, and a password now or later. */
export function LocalUserForm({ form, params: { silo }, onDismiss }: Props) {
  return (
    <FormModal form={form} title="Create user" subtitle={silo} submitLabel="Create user" onDismiss={onDismiss}>
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
