// The storage tab's side forms: attach an existing disk, create a disk and attach it.
import type { Disk } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import { type AttachDiskValues, type CreateDiskValues, DISK_SIZE_GIB } from '~/machines/compute/instance-storage'
import type { ListProps } from '~/machines/shared/list.connect'
import { PickFromListForm } from '~/views/kit/PickFromListForm'
import { formatBytes, NumberField } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type AttachDiskFormProps<R> = {
  form: FormProps<AttachDiskValues, R>
  /** The project's disks that may be attached. */
  disks: ListProps<Disk>
  onDismiss: () => void
}

export function AttachDiskForm<R>({ form, disks, onDismiss }: AttachDiskFormProps<R>) {
  return (
    <PickFromListForm
      form={form}
      title="Attach disk"
      submitLabel="Attach disk"
      onDismiss={onDismiss}
      label="Disk"
      field={field(form, 'disk')}
      list={disks}
      option={(d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` })}
      words={{ loading: 'Loading disks…', choose: 'Select a disk', empty: 'This project has no detached disks' }}
    />
  )
}

type CreateDiskFormProps<R> = {
  form: FormProps<CreateDiskValues, R>
  onDismiss: () => void
}

/** A blank disk, attached to the instance once it is created. */
export function CreateDiskForm<R>({ form, onDismiss }: CreateDiskFormProps<R>) {
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
