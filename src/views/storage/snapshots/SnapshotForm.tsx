import { PICKER_LIMIT, type Bounded, type Snapshot } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { snapshotDiskOptionLabel, type SnapshotDiskOption, type SnapshotFormValues } from '~/machines/storage/snapshot-form.input'
import { FormModal } from '~/views/kit/FormModal'
import { NamePicker } from '~/views/kit/NamePicker'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

/**
 * `loaded`: the project's disks, read before the form opens; `more` when the
 * project has more than those, so any disk's name may be typed.
 */
type Props = FormViewProps<SnapshotFormValues, Snapshot, Bounded<SnapshotDiskOption>>

const ALLOWED = 'Only an attached or detached disk can be snapshotted.'

/** Picks one of the project's disks; only those whose state allows it can be chosen. */
export function SnapshotForm({ form, loaded: { items: disks, more }, onDismiss }: Props) {
  const none = disks.length === 0
  return (
    <FormModal
      form={form}
      title="Create snapshot"
      submitLabel="Create snapshot"
      submitDisabled={none}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Disk"
        required
        more={more}
        disabled={none}
        placeholder={none ? 'This project has no disks' : 'Choose a disk'}
        {...field(form, 'disk')}
        description={ALLOWED}
        typedDescription={`The name of a disk of this project (the first ${PICKER_LIMIT} are suggested). ${ALLOWED}`}
        options={disks.map((d) => ({ value: d.name, label: snapshotDiskOptionLabel(d), disabled: d.disabled }))}
      />
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
