import type { FloatingIp } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { FloatingIpValues } from '~/machines/compute/instance-networking'
import type { ListProps } from '~/machines/shared/list.connect'
import { PickFromListForm } from '~/views/kit/PickFromListForm'

type Props<R> = {
  form: FormProps<FloatingIpValues, R>
  /** The project's floating IPs not attached to anything. */
  floatingIps: ListProps<FloatingIp>
  onDismiss: () => void
}

export function AttachFloatingIpForm<R>({ form, floatingIps, onDismiss }: Props<R>) {
  return (
    <PickFromListForm
      form={form}
      title="Attach floating IP"
      submitLabel="Attach"
      onDismiss={onDismiss}
      label="Floating IP"
      field={field(form, 'floatingIp')}
      list={floatingIps}
      option={(f) => ({ value: f.name, label: `${f.name} (${f.ip})` })}
      words={{
        loading: 'Loading floating IPs…',
        choose: 'Select a floating IP',
        empty: 'This project has no unattached floating IPs',
      }}
    />
  )
}
