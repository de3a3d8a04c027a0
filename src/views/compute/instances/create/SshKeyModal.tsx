import type { FormProps } from '~/machines/shared/form.connect'
import type { SshKeyValues } from '~/machines/settings/ssh-keys'
import { SshKeyForm } from '~/views/settings/SshKeyForm'

/** 'Add SSH key': the settings page's form; the key is saved to the user's profile, then offered (checked) for this instance. */
export function SshKeyModal({ form, onDismiss }: { form: FormProps<SshKeyValues, unknown>; onDismiss: () => void }) {
  return <SshKeyForm form={form} onDismiss={onDismiss} />
}
