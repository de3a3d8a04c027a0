import type { FormProps } from '~/machines/shared/form.connect'
import { snapshotDiskOptionLabel, type SnapshotDiskOption, type SnapshotFormValues } from '~/machines/storage/snapshot-form'
import { Select, SideModalForm } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<SnapshotFormValues, R>
  /** Undefined while the project's disks load. */
  disks?: SnapshotDiskOption[]
  loadError?: string
  onDismiss: () => void
}

/** Picks one of the project's disks; only those whose state allows it can be chosen (spec §4). */
export function SnapshotForm<R>({ form, disks, loadError, onDismiss }: Props<R>) {
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
      <Select
        label="Disk"
        name="disk"
        required
        disabled={loading || none}
        placeholder={loading ? 'Loading disks…' : none ? 'This project has no disks' : 'Choose a disk'}
        value={form.values.disk}
        error={form.errors.disk}
        onChange={(v) => form.change('disk', v)}
        onBlur={() => form.blur('disk')}
        description="Only an attached or detached disk can be snapshotted."
        options={(disks ?? []).map((d) => ({ value: d.name, label: snapshotDiskOptionLabel(d), disabled: d.disabled }))}
      />
      <NameDescriptionFields form={form} />
    </SideModalForm>
  )
}
