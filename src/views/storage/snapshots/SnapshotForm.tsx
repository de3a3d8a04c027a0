import { PICKER_LIMIT } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import { snapshotDiskOptionLabel, type SnapshotDiskOption, type SnapshotFormValues } from '~/machines/storage/snapshot-form'
import { SideModalForm } from '~/views/ui'
import { NamePicker } from '~/views/kit/NamePicker'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<SnapshotFormValues, R>
  /** Undefined while the project's disks load. */
  disks?: SnapshotDiskOption[]
  /** The project has more disks than `disks`: any disk's name may be typed. */
  more?: boolean
  loadError?: string
  onDismiss: () => void
}

const ALLOWED = 'Only an attached or detached disk can be snapshotted.'

/** Picks one of the project's disks; only those whose state allows it can be chosen (spec §4). */
export function SnapshotForm<R>({ form, disks, more = false, loadError, onDismiss }: Props<R>) {
  const loading = disks === undefined && !loadError
  const none = disks !== undefined && disks.length === 0
  const errors = loadError ? [loadError, ...form.formErrors] : form.formErrors
  return (
    <SideModalForm
      title="Create snapshot"
      submitLabel="Create snapshot"
      errors={errors}
      submitting={form.isSubmitting}
      submitDisabled={loading || none || !!loadError}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Disk"
        name="disk"
        required
        more={more}
        disabled={loading || none}
        placeholder={loading ? 'Loading disks…' : none ? 'This project has no disks' : 'Choose a disk'}
        value={form.values.disk}
        error={form.errors.disk}
        onChange={(v) => form.change('disk', v)}
        onBlur={() => form.blur('disk')}
        description={ALLOWED}
        typedDescription={`The name of a disk of this project (the first ${PICKER_LIMIT} are suggested). ${ALLOWED}`}
        options={(disks ?? []).map((d) => ({ value: d.name, label: snapshotDiskOptionLabel(d), disabled: d.disabled }))}
      />
      <NameDescriptionFields form={form} />
    </SideModalForm>
  )
}
