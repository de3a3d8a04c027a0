import type { FormProps } from '~/machines/shared/form.connect'
import { DISK_SIZE_GIB, type CreateDiskValues } from '~/machines/compute/instance-storage'
import { NumberField, SideModalForm } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

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
      <NameDescriptionFields form={form} />
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
