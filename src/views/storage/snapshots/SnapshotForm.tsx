import { useId } from 'react'
import { PICKER_LIMIT } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import { snapshotDiskOptionLabel, type SnapshotDiskOption, type SnapshotFormValues } from '~/machines/storage/snapshot-form'
import { Select, SideModalForm, TextField } from '~/views/ui'
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
  const listId = useId()
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
      {more ? (
        // Too many disks to list: a name, the first ones as suggestions.
        <>
          <TextField
            label="Disk"
            name="disk"
            required
            autoComplete="off"
            list={listId}
            value={form.values.disk}
            error={form.errors.disk}
            onChange={(v) => form.change('disk', v)}
            onBlur={() => form.blur('disk')}
            description={`The name of a disk of this project (the first ${PICKER_LIMIT} are suggested). ${ALLOWED}`}
          />
          <datalist id={listId}>
            {(disks ?? [])
              .filter((d) => !d.disabled)
              .map((d) => (
                <option key={d.name} value={d.name}>
                  {snapshotDiskOptionLabel(d)}
                </option>
              ))}
          </datalist>
        </>
      ) : (
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
          description={ALLOWED}
          options={(disks ?? []).map((d) => ({ value: d.name, label: snapshotDiskOptionLabel(d), disabled: d.disabled }))}
        />
      )}
      <NameDescriptionFields form={form} />
    </SideModalForm>
  )
}
