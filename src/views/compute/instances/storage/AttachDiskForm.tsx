import type { Disk } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import type { AttachDiskValues } from '~/machines/compute/instance-storage'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, SideModalForm, formatBytes } from '~/views/ui'

type Props<R> = {
  form: FormProps<AttachDiskValues, R>
  /** The project's disks that may be attached. */
  disks: ListProps<Disk>
  onDismiss: () => void
}

export function AttachDiskForm<R>({ form, disks, onDismiss }: Props<R>) {
  const empty = !disks.isLoading && !disks.error && disks.rows.length === 0
  return (
    <SideModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <Select
        label="Disk"
        name="disk"
        required
        placeholder={disks.isLoading ? 'Loading disks…' : 'Select a disk'}
        disabled={disks.isLoading}
        options={disks.rows.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
        value={form.values.disk}
        error={form.errors.disk ?? disks.error}
        description={empty ? 'This project has no detached disks' : undefined}
        onChange={(v) => form.change('disk', v)}
        onBlur={() => form.blur('disk')}
      />
    </SideModalForm>
  )
}
