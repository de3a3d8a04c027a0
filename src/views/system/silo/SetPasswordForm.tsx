import type { User } from '~/api'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { PasswordValues } from '~/machines/system/silo-users'
import { FormModal } from '~/views/kit/FormModal'
import { PasswordFields } from './PasswordFields'

/** `loaded`: the user whose password is set. */
type Props = FormViewProps<PasswordValues, User, User>

/** A new password replaces the old one at once; "No sign-in" takes the old one away. */
export function SetPasswordForm({ form, loaded: user, params: { silo }, onDismiss }: Props) {
  return (
    <FormModal form={form} title={`Set password for ${user.displayName}`} subtitle={silo} submitLabel="Set password" onDismiss={onDismiss}>
      <PasswordFields form={form} />
    </FormModal>
  )
}
