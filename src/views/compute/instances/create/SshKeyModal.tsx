import type { FormProps } from '~/machines/shared/form.connect'
import type { SshKeyValues } from '~/machines/compute/instance-create.machine'
import { SideModalForm, TextArea } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

/** 'Add SSH key': saved to the user's profile, then offered (checked) for this instance. */
export function SshKeyModal({ form, onDismiss }: { form: FormProps<SshKeyValues, unknown>; onDismiss: () => void }) {
  const { values, errors, change, blur } = form
  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <TextArea
        label="Public key"
        name="publicKey"
        required
        rows={5}
        spellCheck={false}
        placeholder="ssh-ed25519 AAAA…"
        value={values.publicKey}
        error={errors.publicKey}
        onChange={(v) => change('publicKey', v)}
        onBlur={() => blur('publicKey')}
      />
    </SideModalForm>
  )
}
