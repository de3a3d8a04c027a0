// The create page's side modals: a new disk, an existing disk, a new SSH key.
import type { Disk } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import { BLOCK_SIZES, DISK_SIZE_BOUNDS } from '~/machines/compute/instance-create'
import { truncatedNote } from '~/machines/shared/find-by-name'
import type { AttachDiskValues, NewDiskValues } from '~/machines/compute/instance-create.machine'
import { formatBytes, NumberField, Select } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { NamePicker } from '~/views/kit/NamePicker'
import type { SshKeyValues } from '~/machines/settings/ssh-keys'
import { SshKeyForm } from '~/views/settings/SshKeyForm'

type ModalProps<V> = { form: FormProps<V, unknown>; onDismiss: () => void }

/** 'Create new disk': a blank disk made with the instance. Nothing is saved until the instance is. */
export function NewDiskModal({ form, onDismiss }: ModalProps<NewDiskValues>) {
  return (
    <FormModal form={form} title="Create new disk" submitLabel="Add disk" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <NumberField
        label="Size"
        unit="GiB"
        required
        min={DISK_SIZE_BOUNDS.min}
        max={DISK_SIZE_BOUNDS.max}
        step={1}
        {...field(form, 'size')}
        description={`${DISK_SIZE_BOUNDS.min}–${DISK_SIZE_BOUNDS.max} GiB`}
      />
      <Select
        label="Block size"
        required
        options={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
        {...field(form, 'blockSize')}
      />
    </FormModal>
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
    <FormModal form={form} title="Attach existing disk" submitLabel="Attach disk" onDismiss={onDismiss}>
      <NamePicker
        label="Disk"
        required
        more={more}
        placeholder="Choose a detached disk"
        options={disks.map((d) => ({ value: d.name, label: `${d.name} — ${formatBytes(d.size)}` }))}
        {...field(form, 'name')}
        typedDescription={`The name of a detached disk of this project. ${truncatedNote('disks')}`}
      />
    </FormModal>
  )
}

/** 'Add SSH key': the settings page's form; the key is saved to the user's profile, then offered (checked) for this instance. */
export function SshKeyModal({ form, onDismiss }: { form: FormProps<SshKeyValues, unknown>; onDismiss: () => void }) {
  return <SshKeyForm form={form} onDismiss={onDismiss} />
}
