import { field, type FormProps } from '~/machines/shared/form.connect'
import type { SshKeyValues } from '~/machines/settings/ssh-keys'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { TextArea } from '~/views/ui'

const KEY_HINT = 'The contents of your public key file, e.g. ~/.ssh/id_ed25519.pub: key type, key data and an optional comment, on one line.'

/** 'Add SSH key': the settings page's form, and the instance create page's modal. */
export function SshKeyForm<R>({ form, onDismiss }: { form: FormProps<SshKeyValues, R>; onDismiss: () => void }) {
  return (
    <FormModal form={form} title="Add SSH key" submitLabel="Add SSH key" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <TextArea
        label="Public key"
        required
        rows={6}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… you@laptop"
        description={KEY_HINT}
        {...field(form, 'publicKey')}
      />
    </FormModal>
  )
}
