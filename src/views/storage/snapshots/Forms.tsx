// The side forms opened from the snapshots list: a new snapshot, and a new
// image made from a snapshot.
import { PICKER_LIMIT, type Bounded, type Image, type Snapshot } from '~/api'
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { PickerField } from '~/views/kit/SectionColumn'
import type { ImageFromSnapshotValues } from '~/machines/storage/images'
import { snapshotDiskOptionLabel, type SnapshotDiskOption, type SnapshotFormValues } from '~/machines/storage/snapshots'
import { TextField } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NamePicker } from '~/views/kit/NamePicker'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type SnapshotFormProps = {
  form: FormProps<SnapshotFormValues, Snapshot>
  /**
   * The project's disks, a part of the form read as it opens; `more` when the
   * project has more than those, so any disk's name may be typed.
   */
  disks: Section<Bounded<SnapshotDiskOption>>
  onDismiss: () => void
}

const ALLOWED = 'Only an attached or detached disk can be snapshotted.'

/** Picks one of the project's disks; only those whose state allows it can be chosen. */
export function SnapshotForm({ form, disks: choices, onDismiss }: SnapshotFormProps) {
  const none = choices.status === 'ready' && choices.data.items.length === 0
  return (
    <FormModal
      form={form}
      title="Create snapshot"
      submitLabel="Create snapshot"
      submitDisabled={none}
      onDismiss={onDismiss}
    >
      <PickerField section={choices} what="the project’s disks" label="Disk" required error={form.errors.disk}>
        {({ items: disks, more }) => (
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
        )}
      </PickerField>
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}

/** `loaded`: the snapshot the image is made from, named under the title. */
type ImageFromSnapshotProps = FormViewProps<ImageFromSnapshotValues, Image, Snapshot>

export function ImageFromSnapshotForm({ loaded: snapshot, form, onDismiss }: ImageFromSnapshotProps) {
  return (
    <FormModal
      form={form}
      title="Create image from snapshot"
      subtitle={`From snapshot ${snapshot.name}`}
      submitLabel="Create image"
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="OS"
        required
        {...field(form, 'os')}
        description="The operating system family, e.g. Debian or Ubuntu"
      />
      <TextField
        label="Version"
        required
        {...field(form, 'version')}
        description="The operating system version, e.g. 12 or 24.04"
      />
    </FormModal>
  )
}
