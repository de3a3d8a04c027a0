import type { FormProps } from '~/machines/shared/form.connect'
import type { NicEditValues } from '~/machines/compute/instance-networking'
import { Checkbox, SideModalForm } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<NicEditValues, R>
  /** The interface is primary already: it cannot be made secondary. */
  isPrimary: boolean
  onDismiss: () => void
}

export function NicEditForm<R>({ form, isPrimary, onDismiss }: Props<R>) {
  return (
    <SideModalForm
      title="Edit network interface"
      submitLabel="Update network interface"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <Checkbox
        label="Make primary"
        name="primary"
        checked={form.values.primary}
        disabled={isPrimary}
        onChange={(v) => form.change('primary', v)}
        description={
          isPrimary
            ? 'This is the primary interface; make another one primary instead'
            : 'Becomes the primary interface the next time the instance starts'
        }
      />
    </SideModalForm>
  )
}
