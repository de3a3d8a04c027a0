import { field, type FormProps } from '~/machines/shared/form.connect'
import { DISK_SIZE_GIB, type CreateDiskValues } from '~/machines/compute/instance-storage'
import { NumberField } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<CreateDiskValues, R>
  onDismiss: () => void
}

/** A blank disk, attached to the instance once it is created. */
export function CreateDiskForm<R>({ form, onDismiss }: Props<R>) {
  return (
    <FormModal
      form={form}
      title="Create disk"
      subtitle="A blank disk, attached to this instance"
      submitLabel="Create disk"
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <NumberField
        label="Size"
        required
        unit="GiB"
        min={DISK_SIZE_GIB.min}
        max={DISK_SIZE_GIB.max}
        step={1}
        {...field(form, 'size')}
        description={`${DISK_SIZE_GIB.min} to ${DISK_SIZE_GIB.max} GiB`}
      />
    </FormModal>
  )
}
