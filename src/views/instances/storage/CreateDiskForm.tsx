import type { FormProps } from '~/machines/form.connect'
import { DISK_SIZE_GIB, type CreateDiskValues } from '~/machines/instance-storage'
import { NumberField, SideModalForm, TextArea, TextField } from '~/views/ui'

type Props<R> = {
  form: FormProps<CreateDiskValues, R>
  onDismiss: () => void
}

/** A blank disk, attached to the instance once it is created. */
export function CreateDiskForm<R>({ form, onDismiss }: Props<R>) {
  return (
    <SideModalForm
      title="Create disk"
      subtitle="A blank disk, attached to this instance"
      submitLabel="Create disk"
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
        description="Lower-case letters, numbers and dashes; starts with a letter"
      />
      <TextArea
        label="Description"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(v) => form.change('description', v)}
        onBlur={() => form.blur('description')}
      />
      <NumberField
        label="Size"
        name="size"
        required
        unit="GiB"
        min={DISK_SIZE_GIB.min}
        max={DISK_SIZE_GIB.max}
        step={1}
        value={form.values.size}
        error={form.errors.size}
        onChange={(v) => form.change('size', v)}
        onBlur={() => form.blur('size')}
        description={`${DISK_SIZE_GIB.min} to ${DISK_SIZE_GIB.max} GiB`}
      />
    </SideModalForm>
  )
}
