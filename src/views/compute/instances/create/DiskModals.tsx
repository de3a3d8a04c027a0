import type { Disk } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import { BLOCK_SIZES, DISK_SIZE_BOUNDS } from '~/machines/compute/instance-create'
import { truncatedNote } from '~/machines/shared/find-by-name'
import type { AttachDiskValues, NewDiskValues } from '~/machines/compute/instance-create.machine'
import { NumberField, Select, SideModalForm, formatBytes } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { NamePicker } from '~/views/kit/NamePicker'

type ModalProps<V> = { form: FormProps<V, unknown>; onDismiss: () => void }

/** 'Create new disk': a blank disk made with the instance. Nothing is saved until the instance is. */
export function NewDiskModal({ form, onDismiss }: ModalProps<NewDiskValues>) {
  const { values, errors, change, blur } = form
  return (
    <SideModalForm
      title="Create new disk"
      submitLabel="Add disk"
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
        unit="GiB"
        required
        min={DISK_SIZE_BOUNDS.min}
        max={DISK_SIZE_BOUNDS.max}
        step={1}
        value={values.size}
        error={errors.size}
        onChange={(v) => change('size', v)}
        onBlur={() => blur('size')}
        description={`${DISK_SIZE_BOUNDS.min}–${DISK_SIZE_BOUNDS.max} GiB`}
      />
      <Select
        label="Block size"
        name="blockSize"
        required
        options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        value={String(values.blockSize)}
        error={errors.blockSize}
        onChange={(v) => change('blockSize', Number(v) as NewDiskValues['blockSize'])}
      />
    </SideModalForm>
  )
}

/**
 * 'Attach existing disk': one of the project's detached disks. When the
 * project has more disks than the page read (`more`), a name is typed, the
 * disks read offered as suggestions; the form looks any other name up.
 */
export function AttachDiskModal({
  form,
  onDismiss,
  disks,
  more = false,
}: ModalProps<AttachDiskValues> & { disks: Disk[]; more?: boolean }) {
  return (
    <SideModalForm
      title="Attach existing disk"
      submitLabel="Attach disk"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Disk"
        name="name"
        required
        more={more}
        placeholder="Choose a detached disk"
        options={disks.map((d) => ({ value: d.name, label: `${d.name} — ${formatBytes(d.size)}` }))}
        value={form.values.name}
        error={form.errors.name}
        onChange={(v) => form.change('name', v)}
        onBlur={() => form.blur('name')}
        typedDescription={`The name of a detached disk of this project. ${truncatedNote('disks')}`}
      />
    </SideModalForm>
  )
}
