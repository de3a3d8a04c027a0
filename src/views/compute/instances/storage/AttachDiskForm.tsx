import type { Disk } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { AttachDiskValues } from '~/machines/compute/instance-storage'
import type { ListProps } from '~/machines/shared/list.connect'
import { PickFromListForm } from '~/views/kit/PickFromListForm'
import { formatBytes } from '~/views/ui'

type Props<R> = {
  form: FormProps<AttachDiskValues, R>
  /** The project's disks that may be attached. */
  disks: ListProps<Disk>
  onDismiss: () => void
}

export function AttachDiskForm<R>({ form, disks, onDismiss }: Props<R>) {
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
