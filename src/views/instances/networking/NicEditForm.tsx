import type { FormProps } from '~/machines/form.connect'
import type { NicEditValues } from '~/machines/instance-networking'
import { Checkbox, SideModalForm, TextArea, TextField } from '~/views/ui'

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
      <TextField
        label="Name"
        name="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(v) => form.change('name', v)}
        onBlur={() => form.blur('name')}
      />
      <TextArea
        label="Description"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(v) => form.change('description', v)}
        onBlur={() => form.blur('description')}
      />
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
